// The evaluation graph of the line through the place shown: for each ply, the result for x with
// best play from there (a win above the middle line, a tie on it, a loss below; the faster the
// result, the nearer the edge; line-score: x's lead in lines), each move's grade marked by the
// colour and symbol of its point, and the place shown highlighted. A click goes to that ply.
//
//      x wins ┤           ●
//             │  ●───●───╱ ╲
//         tie ┼─●          ●?           the point after a mistake: "?", after a blunder: "??"
//      o wins ┤
//             0   1   2   3   4   plies
//
// Painted with our own code from the palette, so it reads in light and dark themes. Positions
// not proven yet leave a gap; in training, the position no move has been played from is not
// shown. Hovering a point tells its move, grade and result. With the keyboard focus, ←/→ step along
// the line and Home/End go to its start and end (a frame shows the focus).
#pragma once

#include "ttt/game.h"
#include "ttt/review.h"

#include <QWidget>

#include <optional>
#include <vector>

class PositionModel;

class EvaluationGraph : public QWidget {
    Q_OBJECT

public:
    explicit EvaluationGraph(PositionModel* model, QWidget* parent = nullptr);

    struct Point {
        ttt::GamePath path; // the place: the line through the place shown, cut at this ply
        std::optional<double> value; // for x, from -1 (o wins at once) to 1; none: not known
        std::optional<ttt::MoveGrade> grade; // of the move that led here (none at the start)
        // The value is a result (a finished game or a proven one); else (a big board, where
        // nothing was proven) it sits on the middle line, drawn hollow.
        bool proven = true;
    };
    // The points of the line through the place shown, ply by ply from the start.
    std::vector<Point> points() const;
    // Where ply `ply`'s point is drawn, in widget coordinates.
    QPointF pointPosition(int ply) const;
    // The colour of a point whose move has `grade` (none: the start, or not graded yet).
    QColor pointColor(const std::optional<ttt::MoveGrade>& grade) const;
    // The ply whose point is nearest `position` along the line (by x alone), if any is within
    // half the spacing of two points; and what hovering it says: the move, its grade with what
    // it means, and the result after it ("3. x b2: ✓ best", "b2 is a best move: …", …).
    std::optional<int> plyAt(const QPointF& position) const;
    QString pointToolTip(int ply) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QRectF plotArea() const;
    int plyCount() const; // points - 1

    PositionModel* m_model;
    bool m_keyboardFocusVisible = false; // the frame shows after keyboard use, not after clicks
};
