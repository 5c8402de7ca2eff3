// The board widget: paints the model's position and turns clicks and keys into requests.
//
// It never changes the position itself. A click emits cellActivated (the window decides whether
// that cycles the cell or plays a move); a key naming a mark emits markRequested. Arrow keys move
// a focus cell, which is drawn as a ring while the keyboard is in use.
//
// To assistive technology the board is a table of its cells (boardaccessibility.h): each cell
// says what it holds and what playing there leads to, and the focus cell is the focused one.
#pragma once

#include "board/boardrenderer.h"

#include "ttt/board.h"

#include <QWidget>

class PositionModel;

class BoardView : public QWidget {
    Q_OBJECT

public:
    explicit BoardView(PositionModel* model, QWidget* parent = nullptr);

    PositionModel* model() const { return m_model; }

    // Where the board and each tile are, in widget coordinates.
    QRectF boardRect() const;
    QRectF cellRect(ttt::Cell cell) const;
    // The cell under `point`, or -1.
    int cellAt(const QPointF& point) const;

    ttt::Cell focusCell() const { return m_focusCell; }
    void setFocusCell(ttt::Cell cell);
    // What a click on `cell` does (the focus cell moves there, and cellActivated): the press
    // action of the cell's accessible interface.
    void activateCell(ttt::Cell cell);
    // What a screen reader says of `cell` (Wording::cellDescription): its mark, or what playing
    // there leads to while the heatmap shows it.
    QString cellDescription(ttt::Cell cell) const;
    // The cell under the mouse, or -1.
    int hoveredCell() const { return m_hoveredCell; }

    bool showLabels() const { return m_showLabels; }
    void setShowLabels(bool show);
    // Tiles with x and o, or a go board with stones (automatic: stones beyond 8×8).
    BoardLook look() const { return m_look; }
    void setLook(BoardLook look);
    // Whether the board shown is drawn with stones, by the look and its size.
    bool showsStones() const;
    bool showHeatmap() const { return m_showHeatmap; }
    void setShowHeatmap(bool show);
    // Whether empty cells carry the sign of their group of alike moves.
    bool showSymmetry() const { return m_showSymmetry; }
    void setShowSymmetry(bool show);
    // Whether the board draws the explanation's marks (the Why panel is shown) instead of the
    // hovered move's best line.
    bool showExplanation() const { return m_showExplanation; }
    void setShowExplanation(bool show);
    // Whether empty cells carry the sharpness badges: "!" on an only move, the traps of a tie.
    bool showSharpness() const { return m_showSharpness; }
    void setShowSharpness(bool show);
    // Highlights the board while something that can be dropped is dragged over the window.
    void setDropTarget(bool active);
    // The move another engine would play, marked with a diamond; -1 for none.
    int engineMove() const { return m_engineMove; }
    void setEngineMove(int cell);

    // What paintEvent passes to the renderer (the export uses the same labels and heatmap).
    BoardPaintOptions paintOptions() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // A click on `cell`: the left button (or Enter on the focus cell) forward, the right one
    // backward.
    void cellActivated(ttt::Cell cell, bool backward);
    // A key naming a mark (x, o, or . / Space / Delete / Backspace for empty) on the focus cell.
    void markRequested(ttt::Cell cell, ttt::Mark mark);
    void hoveredCellChanged(int cell);
    // The keyboard's focus cell moved (arrow keys, a click).
    void focusCellChanged(ttt::Cell cell);

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void setHoveredCell(int cell);
    void updateAccessibleText();

    PositionModel* m_model;
    ttt::Cell m_focusCell = 0;
    ttt::Geometry m_accessibleGeometry; // the cells assistive technology was last told of
    QString m_focusCellText; // what it was last told of the focus cell
    int m_hoveredCell = -1;
    int m_pressedCell = -1;
    Qt::MouseButton m_pressedButton = Qt::NoButton;
    bool m_keyboardFocusVisible = false; // the ring shows after keyboard use, not after clicks
    bool m_showLabels = true;
    BoardLook m_look = BoardLook::Automatic;
    bool m_showHeatmap = true;
    bool m_showSymmetry = true;
    bool m_showExplanation = false;
    bool m_showSharpness = false;
    bool m_dropTarget = false;
    int m_engineMove = -1;
};
