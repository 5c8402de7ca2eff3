// The heatmap legend: swatches numbered by plies, flowing onto rows that fit the width.
#include "panels/heatmaplegend.h"

#include "board/boardrenderer.h"
#include "board/heatmap.h"
#include "words/wording.h"

#include "ttt/facts.h"
#include "ttt/geometry.h"
#include "ttt/solver.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

namespace {

// One group of the legend: a title and its swatches, the best-move note, or a caption that
// names the rules.
struct Block {
    // Estimate: a swatch of the go board's wood with an estimate's italic number, on boards
    // whose unproven moves are estimated.
    enum class Kind { Swatches, BestMoveNote, Caption, Estimate };
    Block(QString itsTitle, std::vector<ttt::Evaluation> itsSwatches, Kind itsKind)
        : title(std::move(itsTitle))
        , swatches(std::move(itsSwatches))
        , kind(itsKind)
    { }
    QString title;
    std::vector<ttt::Evaluation> swatches;
    Kind kind = Kind::Swatches;
    std::vector<QString> numbers; // on each swatch (filled in by blocks())
};

// The number an estimate's swatch shows.
const QString kEstimateSample = QStringLiteral("50");

// At most this many swatches stand for the wins (and the losses) of a big board: its fastest,
// its slowest and some between.
constexpr std::size_t kMostSwatches = 5;

// The number on a swatch: plies (none for a tie), or a line-score score; a bound's short label.
QString swatchNumber(const ttt::Evaluation& evaluation, ttt::Rules rules)
{
    if (!evaluation.isProven())
        return Wording::cellLabel(evaluation, rules, true);
    if (rules == ttt::Rules::LineScore)
        return Wording::score(evaluation.score);
    return evaluation.outcome == ttt::Outcome::Tie ? QString() : QString::number(evaluation.plies);
}

// `all` if it is short, else kMostSwatches of it spread evenly from its first to its last.
std::vector<int> sampled(const std::vector<int>& all)
{
    if (all.size() <= kMostSwatches)
        return all;
    std::vector<int> some;
    for (std::size_t i = 0; i < kMostSwatches; ++i)
        some.push_back(all[(i * (all.size() - 1) + (kMostSwatches - 1) / 2) / (kMostSwatches - 1)]);
    return some;
}

// The legend of a board's heatmap: plies from 1 to its cells (a sample of them on a big
// board), and on a board that is searched the styles of results not proven yet.
std::vector<Block> blocksOf(ttt::Rules rules, const ttt::Geometry& geometry)
{
    const int cells = geometry.cells();
    using Kind = Block::Kind;
    const Block best { HeatmapLegend::tr("best move"), {}, Kind::BestMoveNote };
    if (rules == ttt::Rules::LineScore) {
        // A diverging scale from o's end to x's: the stronger shades stand for more lines.
        Block oAhead { HeatmapLegend::tr("o ahead"), {}, Kind::Swatches };
        Block xAhead { HeatmapLegend::tr("x ahead"), {}, Kind::Swatches };
        for (int lines = Heatmap::kStrongestScore; lines >= 1; --lines)
            oAhead.swatches.push_back({ ttt::Outcome::None, cells, lines });
        for (int lines = 1; lines <= Heatmap::kStrongestScore; ++lines)
            xAhead.swatches.push_back({ ttt::Outcome::None, cells, -lines });
        const Block level { HeatmapLegend::tr("Level"), { { ttt::Outcome::None, cells, 0 } },
            Kind::Swatches };
        return { oAhead, level, xAhead, best };
    }
    Block win { HeatmapLegend::tr("Win"), {}, Kind::Swatches };
    Block tie { HeatmapLegend::tr("Tie"), { { ttt::Outcome::Tie, cells } }, Kind::Swatches };
    Block lose { HeatmapLegend::tr("Lose"), {}, Kind::Swatches };
    // Classic: the mover wins on its own moves (an odd number of plies) and loses on the other
    // side's. Misère the other way round: the side that completes a line loses.
    const int winningParity = rules == ttt::Rules::Misere ? 0 : 1;
    std::vector<int> winPlies;
    std::vector<int> losePlies;
    for (int plies = 1; plies <= cells; ++plies)
        (plies % 2 == winningParity ? winPlies : losePlies).push_back(plies);
    for (const int plies : sampled(winPlies))
        win.swatches.push_back({ ttt::Outcome::Win, plies });
    for (const int plies : sampled(losePlies))
        lose.swatches.push_back({ ttt::Outcome::Lose, plies });
    std::vector<Block> all { win, tie, lose, best };
    if (!ttt::isTabulated(geometry)) {
        Block open { HeatmapLegend::tr("Not proven yet"), {}, Kind::Swatches };
        for (const ttt::Bound bound :
            { ttt::Bound::AtLeastTie, ttt::Bound::AtMostTie, ttt::Bound::Unknown }) {
            ttt::Evaluation evaluation;
            evaluation.bound = bound;
            open.swatches.push_back(evaluation);
        }
        all.insert(all.begin() + 3, open);
    }
    // Beyond 64 cells, classic, exact, renju and omok: the moves nothing is proven about are
    // estimated.
    if (geometry.cells() > ttt::Geometry::kWordCells
        && (rules == ttt::Rules::Classic || rules == ttt::Rules::Exact || ttt::forbidsMoves(rules)))
        all.insert(all.end() - 1,
            { HeatmapLegend::tr("Estimate, not a result"), {}, Block::Kind::Estimate });
    // Win and Lose are the side to move's (the evaluation graph's are x's): the caption says so,
    // and names misère, so no one reads it as classic.
    all.insert(all.begin(),
        { rules == ttt::Rules::Misere
                ? HeatmapLegend::tr("Misère, for the side to move:", "legend title")
                : HeatmapLegend::tr("For the side to move:", "legend title"),
            {}, Kind::Caption });
    return all;
}

// The legend's blocks with the numbers on their swatches.
std::vector<Block> blocks(ttt::Rules rules, const ttt::Geometry& geometry)
{
    std::vector<Block> all = blocksOf(rules, geometry);
    for (Block& block : all) {
        for (const ttt::Evaluation& evaluation : block.swatches)
            block.numbers.push_back(swatchNumber(evaluation, rules));
    }
    return all;
}

struct Metrics {
    QFont titleFont;
    QFont captionFont;
    QFont numberFont;
    double swatch = 0; // side of a swatch
    double swatchGap = 0;
    double titleGap = 0; // between a title and its swatches
    double blockGap = 0; // between groups
    double rowGap = 0;

    explicit Metrics(const QFont& font)
        : titleFont(font)
        , captionFont(font)
        , numberFont(font)
    {
        captionFont.setBold(true);
        const QFontMetricsF metrics(font);
        swatch = std::max(14.0, std::round(metrics.height() * 1.3));
        swatchGap = std::max(2.0, std::round(swatch * 0.12));
        titleGap = std::round(metrics.averageCharWidth() * 0.8);
        blockGap = std::round(swatch * 0.9);
        rowGap = std::round(swatch * 0.35);
        numberFont.setBold(true);
        if (numberFont.pixelSize() > 0)
            numberFont.setPixelSize(std::max(8, int(swatch * 0.55)));
        else
            numberFont.setPointSizeF(std::max(6.0, font.pointSizeF() * 0.9));
    }

    QString starText() const { return QStringLiteral("★"); }

    double blockWidth(const Block& block) const
    {
        const QFontMetricsF titleMetrics(titleFont);
        const double title = titleMetrics.horizontalAdvance(block.title);
        switch (block.kind) {
        case Block::Kind::Caption:
            return QFontMetricsF(captionFont).horizontalAdvance(block.title);
        case Block::Kind::BestMoveNote:
            return titleMetrics.horizontalAdvance(starText()) + titleGap * 0.6 + title;
        case Block::Kind::Estimate:
            return swatchWidth(kEstimateSample) + titleGap + title;
        case Block::Kind::Swatches:
            break;
        }
        double width = title + titleGap;
        for (const QString& number : block.numbers)
            width += swatchWidth(number) + swatchGap;
        return width - swatchGap;
    }

    // A swatch is square, or wider where its number needs the room (the plies of a big board).
    double swatchWidth(const QString& number) const
    {
        return std::max(swatch, QFontMetricsF(numberFont).horizontalAdvance(number) + swatch * 0.4);
    }
};

// Blocks per row, greedily, for `width`.
std::vector<std::vector<Block>> rows(
    const std::vector<Block>& all, const Metrics& metrics, double width)
{
    std::vector<std::vector<Block>> result;
    double used = 0;
    for (const Block& block : all) {
        const double needed = metrics.blockWidth(block);
        if (result.empty() || (used > 0 && used + metrics.blockGap + needed > width)) {
            result.emplace_back();
            used = 0;
        }
        used += (used > 0 ? metrics.blockGap : 0) + needed;
        result.back().push_back(block);
    }
    return result;
}

double rowWidth(const std::vector<Block>& row, const Metrics& metrics)
{
    double width = 0;
    for (const Block& block : row)
        width += (width > 0 ? metrics.blockGap : 0) + metrics.blockWidth(block);
    return width;
}

} // namespace

HeatmapLegend::HeatmapLegend(QWidget* parent)
    : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    updateToolTip();
}

void HeatmapLegend::setRules(ttt::Rules rules)
{
    if (rules == m_rules)
        return;
    m_rules = rules;
    updateToolTip();
    updateGeometry();
    update();
}

void HeatmapLegend::setBoardGeometry(const ttt::Geometry& geometry)
{
    if (geometry == m_geometry)
        return;
    m_geometry = geometry;
    updateToolTip();
    updateGeometry();
    update();
}

void HeatmapLegend::updateToolTip()
{
    if (m_rules == ttt::Rules::LineScore) {
        setToolTip(tr("The number on a cell is the final score, %1, if the side to move plays "
                      "there and both sides then play perfectly. Blue: o ends ahead; orange: x "
                      "ends ahead; grey: level. The strongest shades stand for %2 lines or more.",
            "%1 is what the score counts: o lines minus x lines")
                       .arg(QString::fromStdString(ttt::lineScoreMeaning()),
                           QString::number(Heatmap::kStrongestScore)));
        return;
    }
    QString plies = tr("Win, Tie and Lose are for the side to move if it plays there (the Game "
                       "panel's graph is for x). The number on a cell is how many plies the game "
                       "lasts with best play, that move included. The faster the result, the "
                       "stronger the shade.");
    if (!ttt::isTabulated(m_geometry))
        plies += QLatin1Char(' ')
            + tr("Striped cells are not proven yet: ≥T at least a tie, ≤T at most a tie, ? "
                 "nothing known. ~ marks the plies of the line found, not proven the fastest.");
    setToolTip(m_rules == ttt::Rules::Misere
            ? tr("Misère: completing a line loses, so a win comes when the other side is forced "
                 "to complete one. %1")
                  .arg(plies)
            : plies);
}

int HeatmapLegend::heightFor(
    int width, const QFont& font, ttt::Rules rules, const ttt::Geometry& geometry)
{
    const Metrics metrics(font);
    const auto rowCount = double(rows(blocks(rules, geometry), metrics, width).size());
    return int(std::ceil(rowCount * metrics.swatch + (rowCount - 1) * metrics.rowGap));
}

void HeatmapLegend::paint(QPainter& painter, const QRectF& area, const QPalette& palette,
    const QFont& font, ttt::Rules rules, const ttt::Geometry& geometry)
{
    const Metrics metrics(font);
    const QColor text = palette.color(QPalette::WindowText);
    const QColor outline = Heatmap::mix(palette.color(QPalette::Window), text, 0.3);
    const QFontMetricsF titleMetrics(metrics.titleFont);

    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    double y = area.top();
    for (const std::vector<Block>& row : rows(blocks(rules, geometry), metrics, area.width())) {
        double x = area.left() + std::max(0.0, (area.width() - rowWidth(row, metrics)) / 2);
        for (const Block& block : row) {
            painter.setFont(metrics.titleFont);
            painter.setPen(text);
            if (block.kind == Block::Kind::Caption) {
                const double width = metrics.blockWidth(block);
                painter.setFont(metrics.captionFont);
                painter.drawText(QRectF(x, y, width + 1, metrics.swatch),
                    Qt::AlignVCenter | Qt::AlignLeft, block.title);
                x += width + metrics.blockGap;
                continue;
            }
            if (block.kind == Block::Kind::BestMoveNote) {
                const double starWidth = titleMetrics.horizontalAdvance(metrics.starText());
                painter.drawText(QRectF(x, y, starWidth, metrics.swatch),
                    Qt::AlignVCenter | Qt::AlignLeft, metrics.starText());
                x += starWidth + metrics.titleGap * 0.6;
                const double titleWidth = titleMetrics.horizontalAdvance(block.title);
                painter.drawText(QRectF(x, y, titleWidth + 1, metrics.swatch),
                    Qt::AlignVCenter | Qt::AlignLeft, block.title);
                x += titleWidth + metrics.blockGap;
                continue;
            }
            if (block.kind == Block::Kind::Estimate) {
                const QRectF swatch(x, y, metrics.swatchWidth(kEstimateSample), metrics.swatch);
                painter.setPen(QPen(outline, 1));
                painter.setBrush(BoardRenderer::woodColor(palette));
                painter.drawRoundedRect(swatch.adjusted(0.5, 0.5, -0.5, -0.5),
                    metrics.swatch * 0.18, metrics.swatch * 0.18);
                painter.setBrush(Qt::NoBrush);
                QFont italic = metrics.numberFont;
                italic.setBold(false);
                italic.setItalic(true);
                painter.setFont(italic);
                painter.setPen(BoardRenderer::estimateInk(palette));
                painter.drawText(swatch, Qt::AlignCenter, kEstimateSample);
                x += swatch.width() + metrics.titleGap;
                const double titleWidth = titleMetrics.horizontalAdvance(block.title);
                painter.setFont(metrics.titleFont);
                painter.setPen(text);
                painter.drawText(QRectF(x, y, titleWidth + 1, metrics.swatch),
                    Qt::AlignVCenter | Qt::AlignLeft, block.title);
                x += titleWidth + metrics.blockGap;
                continue;
            }
            const double titleWidth = titleMetrics.horizontalAdvance(block.title);
            painter.drawText(QRectF(x, y, titleWidth + 1, metrics.swatch),
                Qt::AlignVCenter | Qt::AlignLeft, block.title);
            x += titleWidth + metrics.titleGap;
            for (std::size_t i = 0; i < block.swatches.size(); ++i) {
                const ttt::Evaluation& evaluation = block.swatches[i];
                const QString& number = block.numbers[i];
                const QRectF swatch(x, y, metrics.swatchWidth(number), metrics.swatch);
                QPainterPath path;
                path.addRoundedRect(swatch.adjusted(0.5, 0.5, -0.5, -0.5), metrics.swatch * 0.18,
                    metrics.swatch * 0.18);
                QColor label;
                if (evaluation.isProven()) {
                    const QColor fill
                        = Heatmap::fillColor(evaluation, rules, palette, geometry.cells());
                    painter.fillPath(path, fill);
                    label = Heatmap::textColor(fill);
                } else {
                    const std::vector<QColor> stripes
                        = Heatmap::boundStripes(evaluation, rules, palette);
                    BoardRenderer::paintStripes(painter, path, stripes);
                    label = Heatmap::textColor(stripes);
                }
                painter.setPen(QPen(outline, 1));
                painter.drawPath(path);
                if (!number.isEmpty()) {
                    painter.setFont(metrics.numberFont);
                    painter.setPen(label);
                    painter.drawText(swatch, Qt::AlignCenter, number);
                }
                x += swatch.width() + metrics.swatchGap;
            }
            x += metrics.blockGap - metrics.swatchGap;
        }
        y += metrics.swatch + metrics.rowGap;
    }
    painter.restore();
}

int HeatmapLegend::heightForWidth(int width) const
{
    return heightFor(width - contentsMargins().left() - contentsMargins().right(), font(), m_rules,
               m_geometry)
        + contentsMargins().top() + contentsMargins().bottom();
}

QSize HeatmapLegend::sizeHint() const
{
    const Metrics metrics(font());
    const auto all = blocks(m_rules, m_geometry);
    const int width = int(std::ceil(rowWidth(all, metrics))) + 2;
    return { width, heightForWidth(width) };
}

QSize HeatmapLegend::minimumSizeHint() const
{
    // Two groups a row (win and tie, lose and the star): narrow enough for a small window
    // without making the legend taller than the board can spare.
    const Metrics metrics(font());
    const std::vector<Block> all = blocks(m_rules, m_geometry);
    double widest = 0;
    for (std::size_t i = 0; i < all.size(); i += 2) {
        double width = metrics.blockWidth(all[i]);
        if (i + 1 < all.size())
            width += metrics.blockGap + metrics.blockWidth(all[i + 1]);
        widest = std::max(widest, width);
    }
    const int width = int(std::ceil(widest)) + 2;
    return { width, heightForWidth(width) };
}

void HeatmapLegend::paintEvent(QPaintEvent*)
{
    // Twenty-odd short texts: drawn once into a pixmap and reused until the size, palette or
    // font changes.
    const double ratio = devicePixelRatioF();
    const QString key = QStringLiteral("%1x%2@%3/%4/%5/%6")
                            .arg(contentsRect().width())
                            .arg(contentsRect().height())
                            .arg(ratio)
                            .arg(palette().cacheKey())
                            .arg(font().key())
                            .arg(int(m_rules))
        + QStringLiteral("/%1x%2k%3")
              .arg(m_geometry.columns())
              .arg(m_geometry.rows())
              .arg(m_geometry.k());
    if (key != m_cacheKey) {
        m_cache = QPixmap(contentsRect().size() * ratio);
        m_cache.setDevicePixelRatio(ratio);
        m_cache.fill(Qt::transparent);
        QPainter cachePainter(&m_cache);
        paint(cachePainter, QRectF(QPointF(0, 0), QSizeF(contentsRect().size())), palette(), font(),
            m_rules, m_geometry);
        m_cacheKey = key;
    }
    QPainter painter(this);
    // Faded while the board shows no heatmap (an illegal position, a finished game).
    if (!isEnabled())
        painter.setOpacity(0.35);
    painter.drawPixmap(contentsRect().topLeft(), m_cache);
}

void HeatmapLegend::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::EnabledChange)
        update();
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        updateGeometry();
        update();
    }
    QWidget::changeEvent(event);
}
