// The heatmap's legend: a swatch for every shade, numbered with its plies (or, in line-score,
// its score), and the best-move star.
//
//     classic:     For the side to move:  Win [1][3][5][7][9]   Tie [ ]   Lose [2][4][6][8]
//                  ★ best move
//     bigger:      Win  [1][13][25]…  (a sample of the plies)   Not proven yet [≥T][≤T][?]
//     misère:      Misère, for the side to move:  Win [1][3]…  (so no one reads it as classic)
//     line-score:  o ahead [+3][+2][+1]     Level [0]     x ahead [−1][−2][−3]     ★ best move
//
// The groups flow onto more rows when the width is short. The same painting is used by the
// widget under the board and by the exported image.
#pragma once

#include "ttt/geometry.h"
#include "ttt/rules.h"

#include <QFont>
#include <QPalette>
#include <QPixmap>
#include <QRectF>
#include <QWidget>

class QPainter;

class HeatmapLegend : public QWidget {
    Q_OBJECT

public:
    explicit HeatmapLegend(QWidget* parent = nullptr);

    ttt::Rules rules() const { return m_rules; }
    void setRules(ttt::Rules rules);
    // The board the heatmap is on: its plies run to its cells, and a board that is searched
    // shows results not proven yet.
    const ttt::Geometry& boardGeometry() const { return m_geometry; }
    void setBoardGeometry(const ttt::Geometry& geometry);

    // The height the legend needs at `width`, and painting it into `area`.
    static int heightFor(
        int width, const QFont& font, ttt::Rules rules, const ttt::Geometry& geometry);
    static void paint(QPainter& painter, const QRectF& area, const QPalette& palette,
        const QFont& font, ttt::Rules rules, const ttt::Geometry& geometry);

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void updateToolTip();

    ttt::Rules m_rules = ttt::Rules::Classic;
    ttt::Geometry m_geometry;
    QPixmap m_cache;
    QString m_cacheKey;
};
