// Paints a position: the coordinates around the board, tiles, marks, the last move's corner,
// the heatmap and its labels, the signs of alike moves, the sharpness badges, winning lines, an
// explanation's marks (its numbered moves, threatened and completed lines, a pairing's dominoes),
// hover and focus.
//
// Painting only reads what PositionModel has already worked out; no rule is evaluated here. The
// same code paints the widget and the exported PNG.
#pragma once

#include "board/explanationmarks.h"

#include "ttt/board.h"
#include "ttt/geometry.h"

#include <QFont>
#include <QImage>
#include <QPalette>
#include <QRectF>
#include <QString>

#include <array>
#include <vector>

class PositionModel;
class QPainter;
class QPainterPath;

// How the board looks: tic-tac-toe's tiles with x and o, or a go board's grid with black and
// white stones on its intersections (gomoku's look). Automatic: stones on boards with a side of
// more than 8, tiles up to 8×8.
enum class BoardLook { Automatic, Tiles, Stones };

struct BoardPaintOptions {
    // Stones on a go board's intersections instead of marks on tiles (x black, o white). Proven
    // results fill a square around their intersection; an estimate is a number on the bare wood,
    // in italics, with no fill: it is not a result.
    bool stones = false;
    bool showHeatmap = true;
    bool showLabels = true;
    bool showSymmetry = true; // a small sign on each empty cell; alike moves share it
    int hoveredCell = -1; // its move's best continuation is drawn as numbered ghost marks
    int focusCell = -1; // the keyboard focus ring; -1 for none
    bool dropTarget = false; // something droppable is being dragged over the board
    // The Why panel's marks, drawn instead of the hovered cell's best line; null: none.
    const ExplanationMarks* explanation = nullptr;
    bool showSharpness = false; // badges: "!" on an only move, the traps of each tie
    // The move another engine (Engine menu) would play here: a diamond; -1 for none.
    int engineMove = -1;
};

namespace BoardRenderer {

// The largest board of `geometry` whose tiles are square and which, with its coordinates above
// and to the left of it, is centred in `area`: the board keeps its shape at any window size,
// from 3×3 to 8×8. The rectangle is the tray the tiles sit on; the coordinates are outside it.
QRectF boardRect(const QRectF& area, const ttt::Geometry& geometry);

// Where the coordinates of the board `board` (a boardRect()) are written: the column letters
// a, b, ... in the band above it, the row numbers 1, 2, ... in the band to its left; each
// rectangle lines up with its column or row of tiles.
QRectF columnNameRect(const QRectF& board, const ttt::Geometry& geometry, int column);
QRectF rowNameRect(const QRectF& board, const ttt::Geometry& geometry, int row);
// The coordinates' colour on the window's background: quieter than its text, but at least
// WCAG's 4.5:1; regular weight and outside the tray, so they never pass for a heatmap label.
QColor coordinateColor(const QPalette& palette);

// The corner of the tile that marks the last move played: a triangle in `tile`'s top-left
// corner in the marks' colour, the same shape in every palette.
QRectF lastMoveCorner(const QRectF& tile);

// The colour of the tray the tiles sit on (it shows in the gaps between them).
QColor trayColor(const QPalette& palette);

// Whether a board of `geometry` is drawn with stones under `look`.
bool showsStones(BoardLook look, const ttt::Geometry& geometry);

// The go board's wood, its grid and star points, and the ink of an estimate (4.5:1 on the wood).
QColor woodColor(const QPalette& palette);
QColor gridColor(const QPalette& palette);
QColor estimateInk(const QPalette& palette);
// Whether estimates are written on tiles like `tile` (the board's, with the view's font `base`):
// only where the widest, 100, fits with room to spare; smaller tiles show the bare wood alone.
bool estimatesFitTiles(const QRectF& tile, const QFont& base);
// The star points of a go board of `geometry`: the fourth line from each edge on sides of 13 or
// more (the third on smaller ones) at the corners, the centre of a side of odd length, and on
// 19×19 and larger the middles of the edges' lines too.
std::vector<ttt::Cell> starPoints(const ttt::Geometry& geometry);
// The stone's colours: black and white, each with a rim that shows it on the wood and on a fill.
QColor stoneFill(ttt::Mark mark);
QColor stoneRim(ttt::Mark mark);

// What is painted over a tile of fill `fill`: the label, the best-move star and the alike-moves
// tag in Heatmap::textColor(fill), opaque (WCAG's 4.5:1 for text, on every fill); the marks of a
// hovered cell's best line in that colour at kGhostOpacity for the move itself and
// kLaterGhostOpacity for the later ones (3:1, as for graphics); the keyboard focus ring in the
// highlight with an inner band of Heatmap::textColor(fill); the numbers of the hovered line's
// steps in stepNumberColor() on the highlight. tst_accessibility checks every pair.
inline constexpr double kGhostOpacity = 0.85;
inline constexpr double kLaterGhostOpacity = 0.7;
QColor stepNumberColor(const QPalette& palette);

// An explanation's lines: the highlight, dashed for a threat (with a dashed ring on the cell that
// completes it) and solid for a completed line, so the two differ by shape as well. Its
// dominoes: a capsule of the base colour, outlined in the text colour, with the pair's letter in
// the text colour at each end (the letters read at 4.5:1 on the capsule's fill).
QColor dominoFill(const QPalette& palette);
QColor dominoInk(const QPalette& palette);
// "A", "B", ... for the pairs in order, skipping I, O and X (they would pass for a mark or a
// column's letter); "AA", "AB", ... after Z, as ttt-solve explain writes them.
QString pairLetter(int index);
// The badge of a move's sharpness: its fill and text colour (4.5:1).
QColor badgeFill(const QPalette& palette);
QColor badgeInk(const QPalette& palette);

// The tile of `cell` within `board` (a boardRect()), on a board of `geometry`.
QRectF cellRect(const QRectF& board, const ttt::Geometry& geometry, ttt::Cell cell);

// The cell under `point`, counting the gaps between tiles to the nearest tile; -1 outside.
int cellAt(const QRectF& board, const ttt::Geometry& geometry, const QPointF& point);

// A result not proven yet: diagonal stripes of `colors` (Heatmap::boundStripes) in `shape`.
void paintStripes(QPainter& painter, const QPainterPath& shape, const std::vector<QColor>& colors);

// Paints the model's board into `board` (a boardRect()).
void paintBoard(QPainter& painter, const QRectF& board, const PositionModel& model,
    const QPalette& palette, const QFont& font, const BoardPaintOptions& options);

// A small board with its marks and, centred on any cell that has one, a tag (no coordinates):
// the analysis panel's pictures of the alike moves and of the canonical form, as big as fits in
// `area`. `tags` has one entry per cell, or none.
void paintPlainBoard(QPainter& painter, const QRectF& area, const ttt::Board& board,
    const std::vector<QString>& tags, const QPalette& palette, const QFont& font);

// The board with its verdict (and legality problems) written under it and, when the heatmap is
// shown, its legend: what File › Export saves. `width` in pixels; the height follows.
QImage annotatedImage(const PositionModel& model, const QPalette& palette, const QFont& font,
    const BoardPaintOptions& options, int width);

} // namespace BoardRenderer
