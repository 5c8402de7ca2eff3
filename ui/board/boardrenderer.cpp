// Painting the board and the exported image from what the model has worked out.
#include "board/boardrenderer.h"

#include "analysis/sharpness.h"
#include "board/heatmap.h"
#include "document/positionmodel.h"
#include "panels/heatmaplegend.h"
#include "words/wording.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QRadialGradient>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

namespace BoardRenderer {

namespace {

// Renju's black, or either side under omok, may not play `cell`; it is crossed out
// (paintForbidden()) instead of labelled.
bool crossedOut(const PositionModel& model, ttt::Cell cell)
{
    const std::vector<ttt::Cell>& cells = model.forbiddenCells();
    return std::binary_search(cells.begin(), cells.end(), cell);
}

// Proportions of the board, as fractions of the pitch (a tile and its share of the gaps) or of
// a tile's side, so that a board looks alike at every size from 3×3 to 8×8.
constexpr double kMargin = 0.113; // around the tiles, of the pitch
constexpr double kGap = 0.071; // between tiles, of the pitch
constexpr double kTileRadius = 0.08; // of a tile
constexpr double kMarkPen = 0.085; // of a tile
constexpr double kMarkReach = 0.24; // half an x, of a tile
constexpr double kRingRadius = 0.26; // an o, of a tile
// The coordinates: their font a fifth of the pitch, but never below a readable size nor so
// large that they compete with the marks; the band that holds them a little taller.
constexpr double kCoordinateFont = 0.2; // of the pitch
constexpr double kSmallestCoordinate = 11; // pixels
constexpr double kLargestCoordinate = 20; // pixels
constexpr double kCoordinateBand = 1.6; // of the coordinates' font size

// One tile of the diagonal stripes that mark a board no game reaches; a texture brush repeats
// it, which is far cheaper than stroking each stripe through a clip.
QPixmap stripeTile(QColor color, double boardSide)
{
    const int pitch = std::max(6, int(std::lround(boardSide * 0.035)));
    QPixmap tile(pitch, pitch);
    tile.fill(Qt::transparent);
    QPainter painter(&tile);
    painter.setRenderHint(QPainter::Antialiasing);
    color.setAlphaF(0.3f);
    painter.setPen(QPen(color, std::max(1.0, boardSide * 0.009)));
    // The stripe and its neighbours' ends, so the tiles join without seams.
    for (int shift : { -pitch, 0, pitch })
        painter.drawLine(QPointF(shift, pitch), QPointF(shift + pitch, 0));
    painter.end();
    return tile;
}

// The tray, painted once per size, palette and reachability. When no game reaches the
// position it is striped and outlined in the warning hue (the analysis panel says why); only the
// margins and the gaps between tiles show it.
QPixmap trayPixmap(const QSizeF& size, const QPalette& palette, bool unreachable, double pixelRatio)
{
    struct Entry {
        QSize size;
        double pixelRatio;
        QRgb base;
        QRgb text;
        bool unreachable;
        QPixmap pixmap;
    };
    static std::vector<Entry> cache;
    const QSize pixels = size.toSize();
    const QRgb baseRgb = palette.color(QPalette::Base).rgba();
    const QRgb textRgb = palette.color(QPalette::Text).rgba();
    for (const Entry& entry : cache) {
        if (entry.size == pixels && entry.pixelRatio == pixelRatio && entry.base == baseRgb
            && entry.text == textRgb && entry.unreachable == unreachable)
            return entry.pixmap;
    }

    QPixmap pixmap(pixels * pixelRatio);
    pixmap.setDevicePixelRatio(pixelRatio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF square(QPointF(0, 0), QSizeF(pixels));
    const double side = std::min(square.width(), square.height());
    const double radius = side * 0.04;
    QPainterPath tray;
    tray.addRoundedRect(square, radius, radius);
    painter.fillPath(tray, trayColor(palette));
    if (unreachable) {
        const QColor warning = Heatmap::hue(ttt::Outcome::Lose, Heatmap::isDark(palette));
        painter.fillPath(tray, QBrush(stripeTile(warning, side)));
        const double outline = std::max(2.0, side * 0.007);
        painter.setPen(QPen(warning, outline));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(
            square.adjusted(outline / 2, outline / 2, -outline / 2, -outline / 2), radius, radius);
    }
    painter.end();

    if (cache.size() >= 4)
        cache.erase(cache.begin());
    cache.push_back({ pixels, pixelRatio, baseRgb, textRgb, unreachable, pixmap });
    return pixmap;
}

// The side of a tile with its share of the gaps, on the board `rect` of `geometry`.
double pitchOf(const QRectF& rect, const ttt::Geometry& geometry)
{
    return std::min(rect.width() / (geometry.columns() + 2 * kMargin),
        rect.height() / (geometry.rows() + 2 * kMargin));
}

double coordinateFontSize(double pitch)
{
    return std::clamp(pitch * kCoordinateFont, kSmallestCoordinate, kLargestCoordinate);
}

// How wide the bands of the coordinates are, above and to the left of a board of `pitch`.
double coordinateBand(double pitch)
{
    return coordinateFontSize(pitch) * kCoordinateBand;
}

// The largest pitch whose board, with the bands of its coordinates when `coordinates`, fits
// `area`.
double fittingPitch(const QRectF& area, const ttt::Geometry& geometry, bool coordinates)
{
    const double across = geometry.columns() + 2 * kMargin;
    const double down = geometry.rows() + 2 * kMargin;
    if (!coordinates)
        return std::min(area.width() / across, area.height() / down);
    // While the coordinates' font grows with the board, the bands are a share of the pitch;
    // past its smallest or largest size they are a fixed number of pixels.
    const double share = kCoordinateFont * kCoordinateBand;
    const double pitch = std::min(area.width() / (across + share), area.height() / (down + share));
    const double font = pitch * kCoordinateFont;
    if (kSmallestCoordinate <= font && font <= kLargestCoordinate)
        return pitch;
    const double band = std::clamp(font, kSmallestCoordinate, kLargestCoordinate) * kCoordinateBand;
    return std::min((area.width() - band) / across, (area.height() - band) / down);
}

// The tray of the largest board that fits `area`, centred with its coordinates' bands if any.
QRectF fittedRect(const QRectF& area, const ttt::Geometry& geometry, bool coordinates)
{
    // A window squeezed smaller than its margins leaves no board at all, not a negative one.
    const double pitch = std::max(0.0, fittingPitch(area, geometry, coordinates));
    const double width = std::floor(pitch * (geometry.columns() + 2 * kMargin));
    const double height = std::floor(pitch * (geometry.rows() + 2 * kMargin));
    const double band = coordinates ? std::ceil(coordinateBand(pitch)) : 0.0;
    return QRectF(std::round(area.center().x() - (width + band) / 2) + band,
        std::round(area.center().y() - (height + band) / 2) + band, width, height);
}

// The tiles' area: the board without its margin, exactly `columns` by `rows` pitches (centred,
// so a board rectangle rounded to whole pixels still has square tiles).
QRectF innerRect(const QRectF& rect, const ttt::Geometry& geometry)
{
    const double pitch = pitchOf(rect, geometry);
    const QSizeF size(pitch * geometry.columns(), pitch * geometry.rows());
    return QRectF(rect.center() - QPointF(size.width() / 2, size.height() / 2), size);
}

QPainterPath roundedTile(const QRectF& tile)
{
    QPainterPath path;
    const double radius = tile.width() * kTileRadius;
    path.addRoundedRect(tile, radius, radius);
    return path;
}

// A mark on `tile`; `scale` and `at` place a smaller one (the ghost marks of a hovered line
// sit above the tile's label).
void paintMark(QPainter& painter, const QRectF& tile, ttt::Mark mark, const QColor& color,
    double scale = 1.0, std::optional<QPointF> at = std::nullopt)
{
    if (mark == ttt::Mark::Empty)
        return;
    const double side = tile.width() * scale;
    QPen pen(color, side * kMarkPen, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    const QPointF centre = at.value_or(tile.center());
    if (mark == ttt::Mark::X) {
        const double reach = side * kMarkReach;
        painter.drawLine(centre + QPointF(-reach, -reach), centre + QPointF(reach, reach));
        painter.drawLine(centre + QPointF(-reach, reach), centre + QPointF(reach, -reach));
    } else {
        const double radius = side * kRingRadius;
        painter.drawEllipse(centre, radius, radius);
    }
}

QFont fontOfPixelSize(const QFont& base, double pixels, bool bold)
{
    QFont font = base;
    font.setPixelSize(std::max(7, int(std::lround(pixels))));
    font.setBold(bold);
    return font;
}

// The heatmap label of a tile, in its lower part so the tile's centre stays free for the
// mark a move would put there (and shows the fill's true colour). When the label would have to
// shrink below a readable size to fit, its short form takes its place ("Win 7" → "W7").
struct LabelLayout {
    QFont font;
    QString text;
    QRectF band; // the text centred in it
    QRectF ink() const { return QFontMetricsF(font).boundingRect(band, Qt::AlignCenter, text); }
};

LabelLayout layoutLabel(
    const QRectF& tile, const QString& label, const QString& briefLabel, const QFont& base)
{
    // A sixth of the tile, but never below a readable size while the tile has room for it.
    constexpr double kReadable = 9;
    const double room = tile.width() * 0.88;
    QFont font = fontOfPixelSize(base, std::max(tile.height() * 0.16, kReadable), true);
    QString text = label;
    double width = QFontMetricsF(font).horizontalAdvance(text);
    if (width > room && font.pixelSize() * room / width < kReadable) {
        text = briefLabel;
        width = QFontMetricsF(font).horizontalAdvance(text);
    }
    if (width > room)
        font.setPixelSize(std::max(7, int(font.pixelSize() * room / width)));
    const QRectF band(
        tile.left(), tile.top() + tile.height() * 0.66, tile.width(), tile.height() * 0.26);
    return { font, text, band };
}

void paintLabel(QPainter& painter, const QRectF& tile, const QString& label,
    const QString& briefLabel, const QColor& color, const QFont& base)
{
    const LabelLayout layout = layoutLabel(tile, label, briefLabel, base);
    painter.setFont(layout.font);
    painter.setPen(color);
    painter.drawText(layout.band, Qt::AlignCenter, layout.text);
}

void paintStar(QPainter& painter, const QRectF& tile, const QColor& color, const QFont& base)
{
    const double side = tile.width() * 0.24;
    painter.setFont(fontOfPixelSize(base, side * 0.85, false));
    painter.setPen(color);
    painter.drawText(QRectF(tile.right() - side - tile.width() * 0.04,
                         tile.top() + tile.width() * 0.04, side, side),
        Qt::AlignCenter, QStringLiteral("★"));
}

// The tag of an alike-moves group, small in the tile's top-left corner: it answers "which moves
// are really different?" without competing with the label. Not faded: it is text, and reads at
// 4.5:1 like the label; a ninth of the tile, but never below a readable size (the tiles of 8×8
// are small).
QFont moveClassTagFont(const QRectF& tile, const QFont& base)
{
    constexpr double kReadable = 11; // pixels: capitals some 8 pixels tall
    return fontOfPixelSize(base, std::max(tile.height() * 0.11, kReadable), false);
}

QRectF moveClassTagRect(const QRectF& tile, const QString& tag, const QFont& base)
{
    const QFontMetricsF metrics(moveClassTagFont(tile, base));
    return { tile.left() + tile.width() * 0.06, tile.top() + tile.width() * 0.04,
        metrics.horizontalAdvance(tag), metrics.height() };
}

void paintMoveClassTag(QPainter& painter, const QRectF& tile, const QString& tag,
    const QColor& color, const QFont& base)
{
    painter.setFont(moveClassTagFont(tile, base));
    painter.setPen(color);
    painter.drawText(moveClassTagRect(tile, tag, base), Qt::AlignLeft | Qt::AlignTop, tag);
}

void paintStepBadge(
    QPainter& painter, const QRectF& tile, int step, const QPalette& palette, const QFont& base)
{
    const double radius = tile.width() * 0.1;
    const QPointF centre(tile.left() + tile.width() * 0.15, tile.top() + tile.width() * 0.15);
    // A rim of the base colour: the badge shows on a tile of the highlight's own hue too.
    painter.setPen(Qt::NoPen);
    painter.setBrush(palette.color(QPalette::Base));
    painter.drawEllipse(centre, radius + std::max(1.0, tile.width() * 0.015),
        radius + std::max(1.0, tile.width() * 0.015));
    painter.setBrush(palette.color(QPalette::Highlight));
    painter.drawEllipse(centre, radius, radius);
    painter.setFont(fontOfPixelSize(base, radius * 1.25, true));
    painter.setPen(stepNumberColor(palette));
    painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
        Qt::AlignCenter, QString::number(step));
}

// The last move's corner: a solid triangle, told by its shape, in the marks' colour.
void paintLastMove(QPainter& painter, const QRectF& tile, const QColor& color)
{
    const QRectF corner = lastMoveCorner(tile);
    QPainterPath triangle;
    triangle.moveTo(corner.topLeft());
    triangle.lineTo(corner.topRight());
    triangle.lineTo(corner.bottomLeft());
    triangle.closeSubpath();
    painter.fillPath(triangle, color);
}

// The column letters above the board and the row numbers to its left, as game records name
// the cells.
void paintCoordinates(QPainter& painter, const QRectF& square, const ttt::Geometry& geometry,
    const QPalette& palette, const QFont& base)
{
    const QFont font = fontOfPixelSize(base, coordinateFontSize(pitchOf(square, geometry)), false);
    const QFontMetricsF metrics(font);
    painter.setFont(font);
    painter.setPen(coordinateColor(palette));
    // Centred on a capital's height, not on the font's line: the numbers sit level with their
    // rows' centres, and the letters share one baseline. On whole pixels, so that a thin stem
    // (an "f", an "l") is one solid pixel wide rather than two faint ones.
    const auto write = [&](const QRectF& place, const QString& text) {
        painter.drawText(
            QPointF(std::round(place.center().x() - metrics.horizontalAdvance(text) / 2),
                std::round(place.center().y() + metrics.capHeight() / 2)),
            text);
    };
    for (int column = 0; column < geometry.columns(); ++column)
        write(columnNameRect(square, geometry, column), Wording::columnName(column));
    for (int row = 0; row < geometry.rows(); ++row)
        write(rowNameRect(square, geometry, row), Wording::rowName(geometry, row));
}

void paintRing(QPainter& painter, const QRectF& tile, const QColor& color, double widthFraction,
    Qt::PenStyle style)
{
    const double width = std::max(1.5, tile.width() * widthFraction);
    QPen pen(color, width, style, Qt::RoundCap, Qt::RoundJoin);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(roundedTile(tile.adjusted(width / 2, width / 2, -width / 2, -width / 2)));
}

} // namespace

// A result not proven yet: diagonal stripes of the outcomes still possible (Heatmap::
// boundStripes), clipped to the tile.
void paintStripes(QPainter& painter, const QPainterPath& tile, const std::vector<QColor>& colors)
{
    // One seamless square of the pattern, cached per colours and band width: a texture brush
    // repeats it, far cheaper than stroking every band through a clip. A pixel's colour is that
    // of the band its diagonal (x + y) falls in, averaged over 4 × 4 samples so that the bands'
    // edges are smooth.
    struct Entry {
        std::vector<QRgb> colors;
        int band;
        QPixmap pixmap;
    };
    static std::vector<Entry> cache;
    const int band = std::max(4, int(std::lround(tile.boundingRect().width() * 0.12)));
    std::vector<QRgb> rgb;
    for (const QColor& color : colors)
        rgb.push_back(color.rgba());
    const auto found = std::find_if(cache.begin(), cache.end(),
        [&](const Entry& entry) { return entry.band == band && entry.colors == rgb; });
    QPixmap pattern;
    if (found != cache.end()) {
        pattern = found->pixmap;
    } else {
        const int side = band * int(colors.size());
        QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
        constexpr int kSamples = 4;
        for (int y = 0; y < side; ++y) {
            for (int x = 0; x < side; ++x) {
                double red = 0;
                double green = 0;
                double blue = 0;
                for (int sy = 0; sy < kSamples; ++sy) {
                    for (int sx = 0; sx < kSamples; ++sx) {
                        const double diagonal
                            = x + (sx + 0.5) / kSamples + y + (sy + 0.5) / kSamples;
                        const auto index = std::size_t(std::fmod(diagonal, side) / band);
                        const QColor& color = colors[std::min(index, colors.size() - 1)];
                        red += color.redF();
                        green += color.greenF();
                        blue += color.blueF();
                    }
                }
                constexpr double kCount = kSamples * kSamples;
                image.setPixelColor(x, y,
                    QColor::fromRgbF(
                        float(red / kCount), float(green / kCount), float(blue / kCount)));
            }
        }
        pattern = QPixmap::fromImage(image);
        if (cache.size() >= 8)
            cache.erase(cache.begin());
        cache.push_back({ rgb, band, pattern });
    }
    painter.fillPath(tile, QBrush(pattern));
}

QColor dominoFill(const QPalette& palette)
{
    return palette.color(QPalette::Base);
}

QColor dominoInk(const QPalette& palette)
{
    return palette.color(QPalette::Text);
}

QString pairLetter(int index)
{
    static const QString letters = QStringLiteral("ABCDEFGHJKLMNPQRSTUVWYZ");
    const int count = int(letters.size());
    if (index < count)
        return letters.at(index);
    return QString(letters.at(index / count - 1)) + letters.at(index % count);
}

QColor badgeFill(const QPalette& palette)
{
    return palette.color(QPalette::Base);
}

QColor badgeInk(const QPalette& palette)
{
    return palette.color(QPalette::Text);
}

bool showsStones(BoardLook look, const ttt::Geometry& geometry)
{
    switch (look) {
    case BoardLook::Tiles:
        return false;
    case BoardLook::Stones:
        return true;
    case BoardLook::Automatic:
        break;
    }
    return geometry.columns() > ttt::Geometry::kSquareSide
        || geometry.rows() > ttt::Geometry::kSquareSide;
}

QColor woodColor(const QPalette& palette)
{
    // Kaya's yellow in light; a darker walnut in the dark palette, still lighter than black
    // stones and darker than white ones.
    return Heatmap::isDark(palette) ? QColor(0x7a, 0x5c, 0x33) : QColor(0xe2, 0xbb, 0x72);
}

QColor gridColor(const QPalette& palette)
{
    return Heatmap::isDark(palette) ? QColor(0x24, 0x18, 0x0a) : QColor(0x4a, 0x35, 0x14);
}

QColor estimateInk(const QPalette& palette)
{
    return Heatmap::isDark(palette) ? QColor(0xf6, 0xeb, 0xd8) : QColor(0x3b, 0x28, 0x0c);
}

std::vector<ttt::Cell> starPoints(const ttt::Geometry& geometry)
{
    const auto along = [](int side) {
        std::vector<int> at;
        if (side < 9)
            return at;
        const int edge = side >= 13 ? 3 : 2;
        at.push_back(edge);
        if (side % 2 == 1)
            at.push_back(side / 2);
        at.push_back(side - 1 - edge);
        return at;
    };
    const bool edges = geometry.columns() >= 19 && geometry.rows() >= 19;
    const std::vector<int> columns = along(geometry.columns());
    const std::vector<int> rows = along(geometry.rows());
    std::vector<ttt::Cell> points;
    for (const int row : rows) {
        for (const int column : columns) {
            const bool middleColumn
                = geometry.columns() % 2 == 1 && column == geometry.columns() / 2;
            const bool middleRow = geometry.rows() % 2 == 1 && row == geometry.rows() / 2;
            // The corners and the centre; the edges' middles only on the largest boards.
            if (middleColumn != middleRow && !edges)
                continue;
            points.push_back(geometry.cellAt(row, column));
        }
    }
    return points;
}

QColor stoneFill(ttt::Mark mark)
{
    return mark == ttt::Mark::X ? QColor(0x16, 0x16, 0x16) : QColor(0xf7, 0xf7, 0xf2);
}

QColor stoneRim(ttt::Mark mark)
{
    return mark == ttt::Mark::X ? QColor(0x00, 0x00, 0x00) : QColor(0x38, 0x38, 0x38);
}

QColor stepNumberColor(const QPalette& palette)
{
    // The highlighted text colour is often white on a mid blue, below 4.5:1.
    return Heatmap::textColor(palette.color(QPalette::Highlight));
}

QRectF boardRect(const QRectF& area, const ttt::Geometry& geometry)
{
    return fittedRect(area, geometry, true);
}

QRectF columnNameRect(const QRectF& board, const ttt::Geometry& geometry, int column)
{
    const QRectF inner = innerRect(board, geometry);
    const double pitch = inner.width() / geometry.columns();
    const double band = coordinateBand(pitchOf(board, geometry));
    return QRectF(inner.left() + column * pitch, board.top() - band, pitch, band);
}

QRectF rowNameRect(const QRectF& board, const ttt::Geometry& geometry, int row)
{
    const QRectF inner = innerRect(board, geometry);
    const double pitch = inner.height() / geometry.rows();
    const double band = coordinateBand(pitchOf(board, geometry));
    return QRectF(board.left() - band, inner.top() + row * pitch, band, pitch);
}

QColor coordinateColor(const QPalette& palette)
{
    const QColor background = palette.color(QPalette::Window);
    const QColor ink = palette.color(QPalette::WindowText);
    const QColor quiet = Heatmap::mix(ink, background, 0.3);
    return Heatmap::contrastRatio(quiet, background) >= 4.5 ? quiet : ink;
}

QRectF lastMoveCorner(const QRectF& tile)
{
    // Never smaller than a few pixels, or the small tiles of a big board would lose it, and
    // clear of an x's arm at every size.
    const double inset = std::max(1.5, tile.width() * 0.07);
    const double side = std::max(7.0, tile.width() * 0.22);
    return QRectF(tile.left() + inset, tile.top() + inset, side, side);
}

QColor trayColor(const QPalette& palette)
{
    return Heatmap::mix(palette.color(QPalette::Base), palette.color(QPalette::Text),
        Heatmap::isDark(palette) ? 0.16 : 0.11);
}

QRectF cellRect(const QRectF& board, const ttt::Geometry& geometry, ttt::Cell cell)
{
    const QRectF inner = innerRect(board, geometry);
    const double pitchX = inner.width() / geometry.columns();
    const double pitchY = inner.height() / geometry.rows();
    const double gap = std::max(1.0, std::min(pitchX, pitchY) * kGap);
    return QRectF(inner.left() + geometry.columnOf(cell) * pitchX + gap / 2,
        inner.top() + geometry.rowOf(cell) * pitchY + gap / 2, pitchX - gap, pitchY - gap);
}

int cellAt(const QRectF& board, const ttt::Geometry& geometry, const QPointF& point)
{
    const QRectF inner = innerRect(board, geometry);
    if (!inner.contains(point))
        return -1;
    const int column
        = std::clamp(int((point.x() - inner.left()) / (inner.width() / geometry.columns())), 0,
            geometry.columns() - 1);
    const int row = std::clamp(int((point.y() - inner.top()) / (inner.height() / geometry.rows())),
        0, geometry.rows() - 1);
    return geometry.cellAt(row, column);
}

namespace {

// Whether the explanation's marks are about another position than the one shown (a place of
// the proof explorer after moves): the heatmap, the alike moves and the sharpness, all about the
// position shown, are then left off, and the tiles are plain.
bool marksElsewhere(const BoardPaintOptions& options)
{
    return options.explanation && options.explanation->elsewhere;
}

// Whether a move of the explanation is drawn on `cell`'s tile, which is then plain: its heatmap
// colour, label and alike-moves tag speak of the position shown, not of the mark drawn there for
// the argument's sake.
bool argued(const BoardPaintOptions& options, ttt::Cell cell)
{
    if (!options.explanation)
        return false;
    return std::any_of(options.explanation->moves.begin(), options.explanation->moves.end(),
        [&](const ExplanationMarks::Move& move) { return move.cell == cell && !move.numberOnly; });
}

// The result a tile shows in the heatmap: none on a tile under a move of the explanation, nor
// anywhere when the explanation is about another position.
std::optional<ttt::Evaluation> shownEvaluation(
    const PositionModel& model, const BoardPaintOptions& options, bool heatmap, ttt::Cell cell)
{
    if (!heatmap || marksElsewhere(options) || argued(options, cell))
        return std::nullopt;
    return model.moveEvaluation(cell);
}

// A stone on `tile`'s intersection; `opacity` below 1 for the stones of a line drawn over the
// board, `scale` and `at` as for paintMark.
void paintStone(QPainter& painter, const QRectF& tile, ttt::Mark mark, double opacity = 1.0,
    double scale = 1.0, std::optional<QPointF> at = std::nullopt)
{
    if (mark == ttt::Mark::Empty)
        return;
    const double radius = tile.width() * 0.5 * scale * 0.94;
    const QPointF centre = at.value_or(tile.center());
    painter.save();
    painter.setOpacity(opacity);
    // A little light from the top left, so that a stone reads as one and not as a hole.
    QRadialGradient shine(centre - QPointF(radius * 0.35, radius * 0.35), radius * 1.3);
    const QColor fill = stoneFill(mark);
    shine.setColorAt(0, mark == ttt::Mark::X ? QColor(0x5a, 0x5a, 0x5a) : QColor(Qt::white));
    shine.setColorAt(1, fill);
    painter.setBrush(shine);
    painter.setPen(QPen(stoneRim(mark), std::max(1.0, tile.width() * 0.03)));
    painter.drawEllipse(centre, radius, radius);
    painter.restore();
}

// A mark as the board's look draws it: an x or an o on a tile, or a stone.
void paintPiece(QPainter& painter, const QRectF& tile, ttt::Mark mark, const QColor& color,
    bool stones, double scale = 1.0, std::optional<QPointF> at = std::nullopt)
{
    if (stones)
        paintStone(painter, tile, mark, color.alphaF(), scale, at);
    else
        paintMark(painter, tile, mark, color, scale, at);
}

// The go board: its wood, the grid through the cells' centres and the star points. When no
// game reaches the position, the wood is striped in the warning hue, as the tray is.
void paintGoBoard(QPainter& painter, const QRectF& square, const ttt::Geometry& geometry,
    const QPalette& palette, bool unreachable)
{
    const double side = std::min(square.width(), square.height());
    QPainterPath wood;
    wood.addRoundedRect(square, side * 0.01, side * 0.01);
    painter.fillPath(wood, woodColor(palette));
    if (unreachable) {
        const QColor warning = Heatmap::hue(ttt::Outcome::Lose, Heatmap::isDark(palette));
        painter.fillPath(wood, QBrush(stripeTile(warning, side)));
        painter.setPen(QPen(warning, std::max(2.0, side * 0.007)));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(wood);
    }
    const double pitch = pitchOf(square, geometry);
    const QColor ink = gridColor(palette);
    const double thin = std::max(1.0, pitch * 0.03);
    const QPointF first = cellRect(square, geometry, 0).center();
    const QPointF last = cellRect(square, geometry, geometry.cells() - 1).center();
    for (int row = 0; row < geometry.rows(); ++row) {
        // The edges' lines a little heavier, as on a real board.
        const bool edge = row == 0 || row == geometry.rows() - 1;
        painter.setPen(QPen(ink, edge ? thin * 1.8 : thin, Qt::SolidLine, Qt::SquareCap));
        const double y = cellRect(square, geometry, geometry.cellAt(row, 0)).center().y();
        painter.drawLine(QPointF(first.x(), y), QPointF(last.x(), y));
    }
    for (int column = 0; column < geometry.columns(); ++column) {
        const bool edge = column == 0 || column == geometry.columns() - 1;
        painter.setPen(QPen(ink, edge ? thin * 1.8 : thin, Qt::SolidLine, Qt::SquareCap));
        const double x = cellRect(square, geometry, geometry.cellAt(0, column)).center().x();
        painter.drawLine(QPointF(x, first.y()), QPointF(x, last.y()));
    }
    painter.setPen(Qt::NoPen);
    painter.setBrush(ink);
    const double star = std::max(2.5, pitch * 0.12);
    for (const ttt::Cell cell : starPoints(geometry))
        painter.drawEllipse(cellRect(square, geometry, cell).center(), star, star);
    painter.setBrush(Qt::NoBrush);
}

// The last move on a stone: a small square of the other stone's colour at its centre.
void paintLastStone(QPainter& painter, const QRectF& tile, ttt::Mark mark)
{
    const double half = tile.width() * 0.11;
    painter.setPen(Qt::NoPen);
    painter.setBrush(stoneFill(ttt::other(mark)));
    painter.drawRect(QRectF(tile.center() - QPointF(half, half), QSizeF(2 * half, 2 * half)));
    painter.setBrush(Qt::NoBrush);
}

// The estimate of an unproven move: its number in italics on the bare wood, no fill.
// Its font, the same on every cell of a board (made once per paint).
QFont estimateFont(const QRectF& tile, const QFont& base)
{
    QFont font = fontOfPixelSize(base, std::max(8.0, tile.height() * 0.3), false);
    font.setItalic(true);
    return font;
}

} // namespace

bool estimatesFitTiles(const QRectF& tile, const QFont& base)
{
    return QFontMetricsF(estimateFont(tile, base)).horizontalAdvance(QStringLiteral("100"))
        <= tile.width() * 0.8;
}

namespace {

void paintEstimate(QPainter& painter, const QRectF& tile, int estimate, const QColor& ink,
    const QColor& wood, const QFont& font, const QFontMetricsF& metrics)
{
    const QString text = QString::number(estimate);
    // On a plate of the wood, so that the grid's lines do not cross the digits.
    const QRectF digits = metrics.boundingRect(tile, Qt::AlignCenter, text);
    painter.setPen(Qt::NoPen);
    painter.setBrush(wood);
    painter.drawRect(digits.adjusted(-1, 0, 1, 0));
    painter.setBrush(Qt::NoBrush);
    painter.setFont(font);
    painter.setPen(ink);
    painter.drawText(tile, Qt::AlignCenter, text);
}

// The stones, the proven results on squares around their intersections (or nothing, where
// only bounds are known), the estimates, labels and stars; returns the colour written on each
// cell, which the later layers reuse.
std::vector<QColor> paintStones(QPainter& painter, const QRectF& square, const PositionModel& model,
    const QPalette& palette, const QFont& font, const BoardPaintOptions& options, bool heatmap)
{
    const ttt::Board& board = model.board();
    const ttt::Geometry& geometry = board.geometry();
    const bool starBestMoves
        = heatmap && model.analysis().bestMoves.size() < model.analysis().moves.size();
    const QColor wood = woodColor(palette);
    const QColor estimateColor = estimateInk(palette);
    const QFont digitsFont = estimateFont(cellRect(square, geometry, 0), font);
    const QFontMetricsF digitsMetrics(digitsFont);
    // Estimates are written only where the widest, 100, fits its tile with room to spare: on
    // smaller tiles (20×20 in a small window) the numbers would run into each other, and the
    // bare wood says "not proven" by itself.
    const bool estimatesFit = estimatesFitTiles(cellRect(square, geometry, 0), font);
    std::vector<QColor> inks(static_cast<std::size_t>(geometry.cells()), gridColor(palette));
    const std::optional<ttt::Cell> lastMove = model.lastMove();
    for (ttt::Cell cell = 0; cell < geometry.cells(); ++cell) {
        const QRectF tile = cellRect(square, geometry, cell);
        const ttt::Mark mark = board.at(cell);
        if (mark != ttt::Mark::Empty) {
            paintStone(painter, tile, mark);
            inks[cell] = Heatmap::textColor(stoneFill(mark));
            if (cell == lastMove)
                paintLastStone(painter, tile, mark);
            continue;
        }
        const std::optional<ttt::Evaluation> evaluation
            = shownEvaluation(model, options, heatmap, cell);
        if (!evaluation)
            continue;
        if (!evaluation->isProven()) {
            inks[cell] = Heatmap::textColor(wood);
            const int estimate = model.moveEstimate(cell);
            if (options.showLabels && estimatesFit && estimate >= 0 && !argued(options, cell))
                paintEstimate(
                    painter, tile, estimate, estimateColor, wood, digitsFont, digitsMetrics);
            continue;
        }
        const QColor fill
            = Heatmap::fillColor(*evaluation, model.rules(), palette, geometry.cells());
        painter.fillPath(roundedTile(tile.adjusted(1, 1, -1, -1)), fill);
        inks[cell] = Heatmap::textColor(fill);
        if (options.showLabels && !crossedOut(model, ttt::Cell(cell)))
            paintLabel(painter, tile, Wording::cellLabel(*evaluation, model.rules()),
                Wording::cellLabel(*evaluation, model.rules(), true), inks[cell], font);
        if (starBestMoves && model.isBestMove(cell))
            paintStar(painter, tile, inks[cell], font);
    }
    return inks;
}

// The tiles with their fills (or the stripes of what is not proven yet), marks, tags, labels and
// stars; returns the colour written on each tile, which the later layers reuse.
std::vector<QColor> paintTiles(QPainter& painter, const QRectF& square, const PositionModel& model,
    const QPalette& palette, const QFont& font, const BoardPaintOptions& options, bool heatmap)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    const ttt::Board& board = model.board();
    // When every move is best the stars would say nothing.
    const bool starBestMoves
        = heatmap && model.analysis().bestMoves.size() < model.analysis().moves.size();
    // Tags only say something when at least two empty cells are the same move.
    const bool tagMoveClasses
        = options.showSymmetry && model.hasAlikeMoves() && !marksElsewhere(options);
    const ttt::Geometry& geometry = board.geometry();
    std::vector<QColor> fills(static_cast<std::size_t>(geometry.cells()));
    std::vector<QColor> inks(static_cast<std::size_t>(geometry.cells())); // labels' colours
    const std::optional<ttt::Cell> lastMove = model.lastMove();
    for (ttt::Cell cell = 0; cell < geometry.cells(); ++cell) {
        const QRectF tile = cellRect(square, geometry, cell);
        const std::optional<ttt::Evaluation> evaluation
            = shownEvaluation(model, options, heatmap, cell);
        const QPainterPath path = roundedTile(tile);
        QColor labelColor;
        if (evaluation && !evaluation->isProven()) {
            // Not proven yet: stripes of what it may still be, never a proven fill.
            const std::vector<QColor> stripes
                = Heatmap::boundStripes(*evaluation, model.rules(), palette);
            paintStripes(painter, path, stripes);
            fills[cell] = stripes.front();
            labelColor = Heatmap::textColor(stripes);
        } else {
            fills[cell] = evaluation
                ? Heatmap::fillColor(*evaluation, model.rules(), palette, geometry.cells())
                : base;
            painter.fillPath(path, fills[cell]);
            labelColor = Heatmap::textColor(fills[cell]);
        }
        inks[cell] = labelColor;
        paintMark(painter, tile, board.at(cell), text);
        if (cell == lastMove)
            paintLastMove(painter, tile, text);
        if (tagMoveClasses && model.moveClass(cell) >= 0 && !argued(options, cell))
            paintMoveClassTag(
                painter, tile, Wording::moveClassTag(model.moveClass(cell)), labelColor, font);
        if (!evaluation)
            continue;
        if (options.showLabels && !crossedOut(model, ttt::Cell(cell)))
            paintLabel(painter, tile, Wording::cellLabel(*evaluation, model.rules()),
                Wording::cellLabel(*evaluation, model.rules(), true), labelColor, font);
        if (starBestMoves && model.isBestMove(cell))
            paintStar(painter, tile, labelColor, font);
    }
    return inks;
}

// The hovered move and best play after it, as numbered ghost marks.
void paintContinuation(QPainter& painter, const QRectF& square, const PositionModel& model,
    const QPalette& palette, const QFont& font, const BoardPaintOptions& options,
    const std::vector<QColor>& inks)
{
    const ttt::Geometry& geometry = model.board().geometry();
    ttt::Mark side = *model.sideToMove();
    int step = 1;
    for (ttt::Cell cell : model.continuation(options.hoveredCell)) {
        const QRectF tile = cellRect(square, geometry, cell);
        QColor ghost = inks[cell];
        ghost.setAlphaF(float(step == 1 ? kGhostOpacity : kLaterGhostOpacity));
        // Smaller and higher when a label shares the tile, so both stay readable.
        if (options.stones)
            paintStone(painter, tile, side, step == 1 ? kGhostOpacity : kLaterGhostOpacity);
        else if (options.showLabels)
            paintMark(painter, tile, side, ghost, 0.7,
                QPointF(tile.center().x(), tile.top() + tile.height() * 0.4));
        else
            paintMark(painter, tile, side, ghost);
        paintStepBadge(painter, tile, step, palette, font);
        side = ttt::other(side);
        ++step;
    }
}

// The moves of an explanation as numbered ghost marks, like a hovered move's best line.
void paintExplainedMoves(QPainter& painter, const QRectF& square, const ttt::Geometry& geometry,
    const ExplanationMarks& marks, const QPalette& palette, const QFont& font,
    const std::vector<QColor>& inks, bool stones)
{
    for (const ExplanationMarks::Move& move : marks.moves) {
        const QRectF tile = cellRect(square, geometry, move.cell);
        QColor ghost = inks[move.cell];
        // Lighter than the board's own marks (at the opacity whose contrast tst_accessibility
        // checks): these are moves of the argument, not of the game.
        ghost.setAlphaF(float(kLaterGhostOpacity));
        // Full size on its plain tile (paintTiles leaves it without a label); a number only
        // where the side holds the cell already.
        if (!move.numberOnly)
            paintPiece(painter, tile, move.side, ghost, stones);
        if (move.number > 0)
            paintStepBadge(painter, tile, move.number, palette, font);
    }
}

// A line from its first cell's centre to its last's, reaching a little past both.
void strokeLine(QPainter& painter, const QRectF& square, const ttt::Geometry& geometry,
    const std::vector<ttt::Cell>& cells, const QPen& pen)
{
    const QPointF from = cellRect(square, geometry, cells.front()).center();
    const QPointF to = cellRect(square, geometry, cells.back()).center();
    const QPointF direction = (to - from) / std::hypot(to.x() - from.x(), to.y() - from.y());
    const double overhang = cellRect(square, geometry, 0).width() * 0.3;
    painter.setPen(pen);
    painter.drawLine(from - direction * overhang, to + direction * overhang);
}

// The shape a line of `width` covers from `cells`' first centre to its last, as strokeLine()
// draws it.
QPainterPath lineShape(const QRectF& square, const ttt::Geometry& geometry,
    const std::vector<ttt::Cell>& cells, double width)
{
    const QPointF from = cellRect(square, geometry, cells.front()).center();
    const QPointF to = cellRect(square, geometry, cells.back()).center();
    const QPointF direction = (to - from) / std::hypot(to.x() - from.x(), to.y() - from.y());
    const double overhang = cellRect(square, geometry, 0).width() * 0.3;
    QPainterPath path;
    path.moveTo(from - direction * overhang);
    path.lineTo(to + direction * overhang);
    QPainterPathStroker stroker;
    stroker.setWidth(width);
    stroker.setCapStyle(Qt::RoundCap);
    return stroker.createStroke(path);
}

void paintExplainedLines(QPainter& painter, const QRectF& square, const ttt::Geometry& geometry,
    const ExplanationMarks& marks, const QColor& highlight, const QColor& base,
    QPainterPath& covered)
{
    const double side = cellRect(square, geometry, 0).width();
    QColor stroke = highlight;
    stroke.setAlphaF(0.95f);
    // A band of the base colour under each stroke, so that a line of the highlight's hue shows
    // on a tile of the same hue (a win's blue) as well as on the others.
    QColor halo = base;
    halo.setAlphaF(0.7f);
    for (const ExplanationMarks::Line& line : marks.lines) {
        const double width = side * (line.complete ? 0.1 : line.blocked ? 0.035 : 0.06);
        strokeLine(painter, square, geometry, line.cells,
            QPen(halo, width * 2, Qt::SolidLine, Qt::RoundCap));
        covered.addPath(lineShape(square, geometry, line.cells, width * 2));
        QColor ink = stroke;
        if (line.blocked)
            ink.setAlphaF(0.6f);
        QPen pen(ink, width, Qt::SolidLine, Qt::RoundCap);
        if (!line.complete)
            pen.setDashPattern({ 1.2, 1.6 }); // in widths of the pen
        strokeLine(painter, square, geometry, line.cells, pen);
        if (line.gap >= 0) { // the cell that would complete it
            const QRectF tile = cellRect(square, geometry, line.gap);
            paintRing(painter, tile, halo, 0.08, Qt::SolidLine);
            paintRing(painter, tile, stroke, 0.05, Qt::DashLine);
        }
    }
    if (marks.fork >= 0) {
        const QRectF tile = cellRect(square, geometry, marks.fork);
        paintRing(painter, tile, halo, 0.1, Qt::SolidLine);
        paintRing(painter, tile, stroke, 0.07, Qt::DotLine);
    }
}

// A pairing's pairs: a domino over two neighbouring cells, a pip at each end joined by a thin
// dashed line when they are apart; the pair's letter at both ends either way.
void paintDominoes(QPainter& painter, const QRectF& square, const ttt::Geometry& geometry,
    const ExplanationMarks& marks, const QPalette& palette, const QFont& font,
    QPainterPath& covered)
{
    const double side = cellRect(square, geometry, 0).width();
    const double width = side * 0.3;
    const double border = std::max(1.5, side * 0.022);
    const QColor ink = dominoInk(palette);
    QColor fill = dominoFill(palette);
    fill.setAlphaF(0.92f);
    painter.setFont(fontOfPixelSize(font, width * 0.62, true));
    for (std::size_t i = 0; i < marks.pairs.size(); ++i) {
        const auto [a, b] = marks.pairs[i];
        const QPointF from = cellRect(square, geometry, a).center();
        const QPointF to = cellRect(square, geometry, b).center();
        const bool neighbours = std::abs(geometry.rowOf(a) - geometry.rowOf(b)) <= 1
            && std::abs(geometry.columnOf(a) - geometry.columnOf(b)) <= 1;
        if (neighbours) {
            painter.setPen(QPen(ink, width + 2 * border, Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(from, to);
            painter.setPen(QPen(fill, width, Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(from, to);
            QPainterPath bar(from);
            bar.lineTo(to);
            QPainterPathStroker stroker;
            stroker.setWidth(width + 2 * border);
            stroker.setCapStyle(Qt::RoundCap);
            covered.addPath(stroker.createStroke(bar));
        } else {
            // Apart, the letters alone say which pips go together: a link would cross other
            // pairs' letters and pass for a line of the board.
            for (const QPointF& end : { from, to }) {
                painter.setPen(QPen(ink, border));
                painter.setBrush(fill);
                painter.drawEllipse(end, width / 2, width / 2);
                covered.addEllipse(end, width / 2 + border, width / 2 + border);
            }
            painter.setBrush(Qt::NoBrush);
        }
        painter.setPen(ink);
        const QString letter = pairLetter(int(i));
        for (const QPointF& end : { from, to })
            painter.drawText(QRectF(end.x() - width, end.y() - width / 2, 2 * width, width),
                Qt::AlignCenter, letter);
    }
}

// Marks the argument does without (an extra mark never hurts): struck through.
void paintWithout(QPainter& painter, const QRectF& square, const ttt::Geometry& geometry,
    const ExplanationMarks& marks, const QColor& highlight)
{
    for (const ttt::Cell cell : marks.without) {
        const QRectF tile = cellRect(square, geometry, cell);
        paintRing(painter, tile, highlight, 0.04, Qt::DashLine);
        painter.setPen(QPen(highlight, tile.width() * 0.05, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(tile.bottomLeft() + QPointF(tile.width() * 0.2, -tile.height() * 0.2),
            tile.topRight() + QPointF(-tile.width() * 0.2, tile.height() * 0.2));
    }
}

// The heatmap labels an explanation's dominoes or lines were drawn over, drawn again over them
// on a plate of their tile's fill: the argument's marks never hide what a move leads to.
void paintCoveredLabels(QPainter& painter, const QRectF& square, const PositionModel& model,
    const QPalette& palette, const QFont& font, const BoardPaintOptions& options,
    const std::vector<QColor>& inks, const QPainterPath& covered)
{
    const ttt::Geometry& geometry = model.board().geometry();
    if (covered.isEmpty() || !options.showLabels)
        return;
    for (ttt::Cell cell = 0; cell < geometry.cells(); ++cell) {
        const std::optional<ttt::Evaluation> evaluation
            = shownEvaluation(model, options, true, cell);
        if (!evaluation || model.board().at(cell) != ttt::Mark::Empty)
            continue;
        const QRectF tile = cellRect(square, geometry, cell);
        const LabelLayout label = layoutLabel(tile, Wording::cellLabel(*evaluation, model.rules()),
            Wording::cellLabel(*evaluation, model.rules(), true), font);
        const double margin = std::max(1.5, tile.width() * 0.03);
        const QRectF plate = label.ink().adjusted(-margin, -margin / 2, margin, margin / 2);
        if (!covered.intersects(plate))
            continue;
        const QColor fill = evaluation->isProven()
            ? Heatmap::fillColor(*evaluation, model.rules(), palette, geometry.cells())
            : Heatmap::boundStripes(*evaluation, model.rules(), palette).front();
        painter.setPen(Qt::NoPen);
        painter.setBrush(fill);
        painter.drawRoundedRect(plate, margin, margin);
        painter.setBrush(Qt::NoBrush);
        painter.setFont(label.font);
        painter.setPen(inks[std::size_t(cell)]);
        painter.drawText(label.band, Qt::AlignCenter, label.text);
    }
}

void paintExplanation(QPainter& painter, const QRectF& square, const PositionModel& model,
    const ExplanationMarks& marks, const QPalette& palette, const QFont& font,
    const BoardPaintOptions& options, const std::vector<QColor>& inks)
{
    const ttt::Board& board = model.board();
    const ttt::Geometry& geometry = board.geometry();
    const QColor highlight = palette.color(QPalette::Highlight);
    paintWithout(painter, square, geometry, marks, highlight);
    QPainterPath covered;
    paintDominoes(painter, square, geometry, marks, palette, font, covered);
    paintExplainedLines(
        painter, square, geometry, marks, highlight, palette.color(QPalette::Base), covered);
    paintCoveredLabels(painter, square, model, palette, font, options, inks, covered);
    // The board's own marks on those lines drawn again, over them: a line through a mark must
    // not look like one struck out (only marks set aside are).
    for (const ExplanationMarks::Line& line : marks.lines) {
        for (const ttt::Cell cell : line.cells) {
            const bool setAside = std::find(marks.without.begin(), marks.without.end(), cell)
                != marks.without.end();
            if (board.at(cell) != ttt::Mark::Empty && !setAside)
                paintPiece(painter, cellRect(square, geometry, cell), board.at(cell),
                    palette.color(QPalette::Text), options.stones);
        }
    }
    paintExplainedMoves(painter, square, geometry, marks, palette, font, inks, options.stones);
}

// The sharpness badges at the top of empty tiles: "!" on the only move that keeps the result,
// "6/22" on a tie whose replies include 6 losing ones of 22; right of the alike-moves tag where
// a small tile has no room for both at its centre.
void paintSharpness(QPainter& painter, const QRectF& square, const PositionModel& model,
    const QPalette& palette, const QFont& font, const BoardPaintOptions& options)
{
    const bool tags = options.showSymmetry && model.hasAlikeMoves();
    const ttt::Board& board = model.board();
    const Sharpness& sharpness = *model.sharpness();
    for (ttt::Cell cell = 0; cell < board.cellCount(); ++cell) {
        if (board.at(cell) != ttt::Mark::Empty)
            continue;
        QString text;
        if (sharpness.isOnlyMove(cell))
            text = QStringLiteral("!");
        else if (const std::optional<ttt::Traps> traps = sharpness.traps(cell);
                 traps && traps->losing > 0)
            text = QStringLiteral("%1/%2").arg(traps->losing).arg(traps->replies);
        if (text.isEmpty())
            continue;
        const QRectF tile = cellRect(square, board.geometry(), cell);
        const QFont badgeFont = fontOfPixelSize(font, std::max(8.0, tile.height() * 0.13), true);
        const QFontMetricsF metrics(badgeFont);
        const double height = metrics.height() * 1.05;
        const double width = std::max(height, metrics.horizontalAdvance(text) + height * 0.6);
        double left = tile.center().x() - width / 2;
        if (tags && model.moveClass(cell) >= 0)
            left = std::max(left,
                moveClassTagRect(tile, Wording::moveClassTag(model.moveClass(cell)), font).right()
                    + 2);
        const QRectF badge(left, tile.top() + tile.height() * 0.05, width, height);
        painter.setPen(QPen(badgeInk(palette), 1));
        painter.setBrush(badgeFill(palette));
        painter.drawRoundedRect(badge, height / 2, height / 2);
        painter.setFont(badgeFont);
        painter.drawText(badge, Qt::AlignCenter, text);
        painter.setBrush(Qt::NoBrush);
    }
}

// The only moves that can stop the other side's forced win: a heavy ring of the highlight,
// with an inner band of the base colour, so that it shows on the wood and on any fill.
void paintDefences(
    QPainter& painter, const QRectF& square, const PositionModel& model, const QColor& highlight)
{
    const ttt::Geometry& geometry = model.board().geometry();
    for (const ttt::Cell cell : model.defendingMoves()) {
        const QRectF tile = cellRect(square, geometry, cell);
        paintRing(painter, tile, highlight, 0.09, Qt::SolidLine);
    }
}

void paintWinningLines(
    QPainter& painter, const QRectF& square, const PositionModel& model, const QColor& highlight)
{
    const ttt::Geometry& geometry = model.board().geometry();
    for (const WinningLine& line : model.winningLines()) {
        const QPointF from = cellRect(square, geometry, line.cells.first).center();
        const QPointF to = cellRect(square, geometry, line.cells.last).center();
        const QPointF direction = (to - from) / std::hypot(to.x() - from.x(), to.y() - from.y());
        const double tileSide = cellRect(square, geometry, 0).width();
        const double overhang = tileSide * 0.3;
        QColor stroke = highlight;
        stroke.setAlphaF(0.88f);
        painter.setPen(QPen(stroke, tileSide * 0.1, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(from - direction * overhang, to + direction * overhang);
    }
}

// The rings of the cell under the mouse and of the keyboard's focus.
void paintHoverAndFocus(QPainter& painter, const QRectF& square, const ttt::Geometry& geometry,
    const BoardPaintOptions& options, const std::vector<QColor>& inks, const QColor& highlight)
{
    if (geometry.isValidCell(options.hoveredCell)) {
        QColor hover = inks[options.hoveredCell];
        hover.setAlphaF(0.45f);
        paintRing(
            painter, cellRect(square, geometry, options.hoveredCell), hover, 0.03, Qt::SolidLine);
    }
    if (geometry.isValidCell(options.focusCell)) {
        // The highlight, and inside it a thin band of the label's colour: the ring shows on the
        // tray and on every fill, even a fill of the highlight's own hue.
        const QRectF tile = cellRect(square, geometry, options.focusCell);
        const double band = std::max(1.5, tile.width() * 0.05);
        paintRing(painter, tile, highlight, 0.05, Qt::SolidLine);
        paintRing(painter, tile.adjusted(band, band, -band, -band), inks[options.focusCell], 0.018,
            Qt::SolidLine);
    }
}

// The move another engine would play: a diamond in the highlight with a thin one of the label's
// colour inside it (as the focus ring), a shape none of the window's own marks has.
void paintEngineMove(
    QPainter& painter, const QRectF& tile, const QColor& highlight, const QColor& ink)
{
    const QPointF centre = tile.center();
    const auto diamond = [&](double half) {
        return QPolygonF { centre + QPointF(0, -half), centre + QPointF(half, 0),
            centre + QPointF(0, half), centre + QPointF(-half, 0), centre + QPointF(0, -half) };
    };
    const double side = tile.width();
    const double width = std::max(2.0, side * 0.07);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(highlight, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPolyline(diamond(side * 0.44));
    painter.setPen(
        QPen(ink, std::max(1.0, side * 0.02), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPolyline(diamond(side * 0.44 - width));
}

// Renju, omok: a cell the side to move may not play, with a no-entry sign (a ring and a slash) in
// its label's ink (which stands out from its fill, or from the wood where nothing is shown): no
// mark of a side's.
void paintForbidden(QPainter& painter, const QRectF& tile, const QColor& ink)
{
    const QPointF centre = tile.center();
    const double radius = tile.width() * 0.3;
    const double slash = radius * std::sqrt(0.5);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(ink, std::max(1.5, tile.width() * 0.07), Qt::SolidLine, Qt::RoundCap));
    painter.drawEllipse(centre, radius, radius);
    painter.drawLine(centre + QPointF(-slash, -slash), centre + QPointF(slash, slash));
}

// Something droppable is dragged over the window: a wash and a dashed outline on the tray.
void paintDropTarget(QPainter& painter, const QRectF& square, const QColor& highlight)
{
    const double side = std::min(square.width(), square.height());
    QPainterPath tray;
    tray.addRoundedRect(square, side * 0.04, side * 0.04);
    QColor wash = highlight;
    wash.setAlphaF(0.14f);
    painter.fillPath(tray, wash);
    painter.setPen(QPen(highlight, std::max(2.0, side * 0.008), Qt::DashLine));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(tray);
}

} // namespace

void paintBoard(QPainter& painter, const QRectF& square, const PositionModel& model,
    const QPalette& palette, const QFont& font, const BoardPaintOptions& options)
{
    if (square.width() < 1 || square.height() < 1)
        return; // no room for a board (nor for its tray's pixmap)
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);

    const QColor highlight = palette.color(QPalette::Highlight);
    // In training the answers wait until a move has been played from the position.
    const bool heatmap
        = options.showHeatmap && model.hasMoveEvaluations() && !model.answersHidden();

    // The tray the tiles sit on, from a cache: it changes only with the size, the palette and
    // whether a game can reach the position.
    const ttt::Geometry& geometry = model.board().geometry();
    if (options.stones)
        paintGoBoard(painter, square, geometry, palette, !model.hasAnalysis());
    else
        painter.drawPixmap(square.topLeft(),
            trayPixmap(square.size(), palette, !model.hasAnalysis(),
                painter.device()->devicePixelRatioF()));

    paintCoordinates(painter, square, geometry, palette, font);
    const std::vector<QColor> inks = options.stones
        ? paintStones(painter, square, model, palette, font, options, heatmap)
        : paintTiles(painter, square, model, palette, font, options, heatmap);
    if (heatmap && options.showSharpness && !marksElsewhere(options))
        paintSharpness(painter, square, model, palette, font, options);
    if (options.explanation && heatmap && model.sideToMove())
        paintExplanation(
            painter, square, model, *options.explanation, palette, font, options, inks);
    else if (geometry.isValidCell(options.hoveredCell) && heatmap && model.sideToMove())
        paintContinuation(painter, square, model, palette, font, options, inks);
    if (heatmap && !marksElsewhere(options))
        paintDefences(painter, square, model, highlight);
    paintWinningLines(painter, square, model, highlight);
    for (const ttt::Cell cell : model.forbiddenCells())
        paintForbidden(painter, cellRect(square, geometry, cell), inks[std::size_t(cell)]);
    if (geometry.isValidCell(options.engineMove))
        paintEngineMove(painter, cellRect(square, geometry, options.engineMove), highlight,
            inks[std::size_t(options.engineMove)]);
    paintHoverAndFocus(painter, square, geometry, options, inks, highlight);
    if (options.dropTarget)
        paintDropTarget(painter, square, highlight);
    painter.restore();
}

void paintPlainBoard(QPainter& painter, const QRectF& area, const ttt::Board& board,
    const std::vector<QString>& tags, const QPalette& palette, const QFont& font)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF square = fittedRect(area, board.geometry(), false);
    const double radius = std::min(square.width(), square.height()) * 0.06;
    painter.setPen(Qt::NoPen);
    painter.setBrush(trayColor(palette));
    painter.drawRoundedRect(square, radius, radius);
    const QColor text = palette.color(QPalette::Text);
    for (ttt::Cell cell = 0; cell < board.cellCount(); ++cell) {
        const QRectF tile = cellRect(square, board.geometry(), cell);
        painter.fillPath(roundedTile(tile), palette.color(QPalette::Base));
        paintMark(painter, tile, board.at(cell), text);
        if (std::size_t(cell) >= tags.size() || tags[cell].isEmpty())
            continue;
        painter.setFont(fontOfPixelSize(font, tile.height() * 0.5, true));
        painter.setPen(Heatmap::mix(palette.color(QPalette::Base), text, 0.6));
        painter.drawText(tile, Qt::AlignCenter, tags[cell]);
    }
    painter.restore();
}

QImage annotatedImage(const PositionModel& model, const QPalette& palette, const QFont& font,
    const BoardPaintOptions& options, int width)
{
    const double padding = std::round(width * 0.045);
    const double contentWidth = width - 2 * padding;
    const QFont headingFont = fontOfPixelSize(font, width * 0.036, true);
    const QFont bodyFont = fontOfPixelSize(font, width * 0.026, false);
    const QFont legendFont = fontOfPixelSize(font, width * 0.024, false);

    QStringList problems;
    if (!model.hasAnalysis() || model.whatIfSideToMove()) {
        for (const ttt::LegalityProblem& problem : model.legalityProblems())
            problems << QString::fromStdString(problem.message);
    }
    // A what-if verdict on such a board says so, or the picture would pass for a real game.
    if (!problems.isEmpty() && model.hasAnalysis() && model.whatIfSideToMove())
        problems.prepend(Wording::whatIfWarning(*model.whatIfSideToMove()) + QLatin1Char(':'));
    const QString heading = Wording::positionVerdict(model);
    const int textFlags = Qt::AlignHCenter | Qt::TextWordWrap;
    const QRectF measure(0, 0, contentWidth, 1e6);
    const double headingHeight
        = QFontMetricsF(headingFont).boundingRect(measure, textFlags, heading).height();
    const double problemsHeight = problems.isEmpty()
        ? 0.0
        : QFontMetricsF(bodyFont)
              .boundingRect(measure, textFlags, problems.join(QLatin1Char('\n')))
              .height();
    const bool legend = options.showHeatmap && model.hasMoveEvaluations();
    const double legendHeight = legend ? HeatmapLegend::heightFor(int(contentWidth), legendFont,
                                    model.rules(), model.board().geometry())
                                       : 0.0;

    // The board with its coordinates at the full width, or as tall as it would be wide if it has
    // more rows than columns: the picture names the cells as the window does.
    const ttt::Geometry& geometry = model.board().geometry();
    const QRectF board = boardRect(QRectF(padding, padding, contentWidth, contentWidth), geometry);
    const double band = columnNameRect(board, geometry, 0).height();
    const QRectF boardArea(padding, padding, contentWidth, std::ceil(board.height() + band));
    double height = padding + boardArea.height() + padding * 0.7 + headingHeight;
    if (problemsHeight > 0)
        height += padding * 0.3 + problemsHeight;
    if (legend)
        height += padding * 0.6 + legendHeight;
    height += padding;

    QImage image(width, int(std::ceil(height)), QImage::Format_ARGB32_Premultiplied);
    image.fill(palette.color(QPalette::Window));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::TextAntialiasing);
    BoardPaintOptions exported = options;
    exported.hoveredCell = -1;
    exported.focusCell = -1;
    exported.dropTarget = false;
    paintBoard(painter, boardRect(boardArea, geometry), model, palette, font, exported);

    double y = padding + boardArea.height() + padding * 0.7;
    painter.setPen(palette.color(QPalette::WindowText));
    painter.setFont(headingFont);
    painter.drawText(QRectF(padding, y, contentWidth, headingHeight), textFlags, heading);
    y += headingHeight;
    if (problemsHeight > 0) {
        y += padding * 0.3;
        painter.setFont(bodyFont);
        painter.drawText(QRectF(padding, y, contentWidth, problemsHeight), textFlags,
            problems.join(QLatin1Char('\n')));
        y += problemsHeight;
    }
    if (legend) {
        y += padding * 0.6;
        HeatmapLegend::paint(painter, QRectF(padding, y, contentWidth, legendHeight), palette,
            legendFont, model.rules(), model.board().geometry());
    }
    painter.end();
    return image;
}

} // namespace BoardRenderer
