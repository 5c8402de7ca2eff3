// The board to assistive technology (a screen reader, a magnifier, a switch): BoardView as a
// table whose children are its cells.
//
//     Board (table: its accessible name, and the verdict as its description)
//         a1 (cell): "row 1, column 1: x"
//         b1 (cell): "row 1, column 2: empty; o here: a tie with best play"
//         ...
//
// Each cell has its name ("c2", as the board's coordinates and every text of the window name
// it), its description in words (BoardView::cellDescription: its
// mark, or what playing there leads to), its tile's place on the screen, the states focused
// (the keyboard's focus cell while the board has the focus), selected (the focus cell) and
// focusable, and a press action that does what a click does. The table answers which cell is
// at a point of the screen and which one has the focus.
#pragma once

class BoardView;
class QAccessibleEvent;

namespace BoardAccessibility {

// Makes Qt's accessibility ask this code for every BoardView's interface. BoardView calls it;
// calls after the first do nothing.
void install();

// What BoardView tells assistive technology: the keyboard's focus cell is now `cell` (a Focus
// event for that child of the board)...
void focusMoved(BoardView* view, int cell);
// ...what `cell` says has changed (the analysis arrived, a mark was set)...
void cellTextChanged(BoardView* view, int cell);
// ...the board has another size (the table is new).
void cellsChanged(BoardView* view);

// For tests: `observer` (nullptr for none) sees every event the three above send. Qt hands
// events to QAccessible::installUpdateHandler's handler only while accessibility is active,
// which it never is on the offscreen platform the tests run on.
using EventObserver = void (*)(QAccessibleEvent* event);
void setEventObserver(EventObserver observer);

} // namespace BoardAccessibility
