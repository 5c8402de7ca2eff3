// The heatmap's legend: a swatch for every shade, numbered with its plies, and the best-move star.
//
//     Win  [1][3][5][7][9]     Tie [ ]     Lose [2][4][6][8]     ★ best move
//
// The groups flow onto more rows when the width is short. The same painting is used by the
// widget under the board and by the exported image.
#pragma once

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

    // The height the legend needs at `width`, and painting it into `area`.
    static int heightFor(int width, const QFont& font);
    static void paint(
        QPainter& painter, const QRectF& area, const QPalette& palette, const QFont& font);

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QPixmap m_cache;
    QString m_cacheKey;
};
