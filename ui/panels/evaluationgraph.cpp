// Painting the evaluation graph from what the model knows of the game's positions.
#include "panels/evaluationgraph.h"

#include "board/heatmap.h"
#include "document/positionmodel.h"
#include "words/wording.h"

#include "ttt/facts.h"
#include "ttt/legality.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace {

// The value axis's ends, with the sides named as the board shows them ("x wins", "Black wins").
QString xWins()
{
    return EvaluationGraph::tr("%1 wins", "the top of the graph's value axis")
        .arg(Wording::markName(ttt::Mark::X));
}

QString oWins()
{
    return EvaluationGraph::tr("%1 wins", "the top of the graph's value axis")
        .arg(Wording::markName(ttt::Mark::O));
}

// Scores of this many lines (or more) sit on the edge of a line-score graph.
constexpr double kScoreRange = 3;

// The result for x of an evaluation for `side`, on the graph's scale: ±(0.5 … 1) for a win or
// a loss (the faster, the nearer 1), 0 for a tie; line-score x's lead in lines, scaled.
double valueForX(const ttt::Evaluation& evaluation, ttt::Mark side, ttt::Rules rules, int cells)
{
    if (rules == ttt::Rules::LineScore)
        return std::clamp(-double(evaluation.score) / kScoreRange, -1.0, 1.0);
    if (evaluation.outcome == ttt::Outcome::Tie)
        return 0;
    const double speed = 1.0 - double(std::clamp(evaluation.plies, 1, cells) - 1) / double(cells);
    const double magnitude = 0.5 + 0.5 * speed;
    const bool xWins = (evaluation.outcome == ttt::Outcome::Win) == (side == ttt::Mark::X);
    return xWins ? magnitude : -magnitude;
}

} // namespace

EvaluationGraph::EvaluationGraph(PositionModel* model, QWidget* parent)
    : QWidget(parent)
    , m_model(model)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setFocusPolicy(Qt::StrongFocus); // the keys step along the line, as a click on a point does
    setAccessibleName(tr("Evaluation graph"));
    setToolTip(tr("The result for x after each move with best play from there, whichever side "
                  "is to move (the heatmap is for the side to move): a win above the middle "
                  "line, a tie on it, a loss below, nearer the edge the faster. ?! marks an "
                  "inaccuracy, ? a mistake, ?? a blunder; on big boards (?) a mistake by "
                  "estimate, and a hollow point a position where nothing was proven. Point at "
                  "one to read it; click it to go there."));
    for (const auto signal : { &PositionModel::positionChanged, &PositionModel::analysisChanged,
             &PositionModel::reviewChanged })
        connect(m_model, signal, this, qOverload<>(&QWidget::update));
}

std::vector<EvaluationGraph::Point> EvaluationGraph::points() const
{
    const ttt::Game& game = m_model->game();
    const ttt::GamePath line = game.lineThrough(m_model->place());
    const ttt::Rules rules = m_model->rules();
    const int cells = game.start().board.cellCount();
    std::vector<Point> points;
    for (std::size_t ply = 0; ply <= line.size(); ++ply) {
        Point point;
        point.path.assign(line.begin(), line.begin() + std::ptrdiff_t(ply));
        if (ply > 0)
            point.grade = m_model->gradeAt(point.path);
        const bool hidden = m_model->answersHiddenAt(point.path);
        const ttt::GameState state = m_model->gameStateAt(point.path);
        if (const std::optional<std::size_t> forbidden = m_model->forbiddenMoveOn(point.path);
            forbidden && !hidden) {
            // A forbidden move lost the game there (renju, omok): its side's loss, proven.
            const ttt::GamePath before(point.path.begin(), point.path.begin() + *forbidden);
            point.proven = true;
            point.value = game.sideToMoveAt(before) == ttt::Mark::X ? -1.0 : 1.0;
        } else if (ttt::isOver(state) && !hidden) {
            if (rules == ttt::Rules::LineScore) {
                const int score = m_model->lineScoreAt(point.path);
                point.value = std::clamp(-double(score) / kScoreRange, -1.0, 1.0);
            } else {
                point.value = state == ttt::GameState::XWon ? 1.0
                    : state == ttt::GameState::OWon         ? -1.0
                                                            : 0.0;
            }
        } else if (!hidden) {
            if (const std::optional<ttt::Analysis> analysis = m_model->analysisAt(point.path)) {
                // A big board's analysis proves a result or nothing: the middle line, hollow.
                point.proven = analysis->evaluation.isProven();
                point.value = point.proven
                    ? valueForX(analysis->evaluation, game.sideToMoveAt(point.path), rules, cells)
                    : 0.0;
            }
        }
        points.push_back(std::move(point));
    }
    return points;
}

int EvaluationGraph::plyCount() const
{
    return int(m_model->game().lineThrough(m_model->place()).size());
}

QRectF EvaluationGraph::plotArea() const
{
    const QFontMetricsF metrics(font());
    // Room for the widest label of the value axis (line-score's "x ahead" is wider than "x wins").
    double labels = 0;
    for (const QString& label : m_model->rules() == ttt::Rules::LineScore
            ? QStringList { tr("x ahead"), tr("level"), tr("o ahead") }
            : QStringList { xWins(), tr("tie"), oWins() })
        labels = std::max(labels, metrics.horizontalAdvance(label));
    const double left = labels + 12;
    return QRectF(rect()).adjusted(left, metrics.height() * 0.9, -12, -metrics.height() * 0.9);
}

QPointF EvaluationGraph::pointPosition(int ply) const
{
    const QRectF area = plotArea();
    const int plies = std::max(1, plyCount());
    const std::vector<Point> all = points();
    const double value = ply >= 0 && ply < int(all.size()) && all[std::size_t(ply)].value
        ? *all[std::size_t(ply)].value
        : 0.0;
    return { area.left() + area.width() * ply / plies,
        area.center().y() - value * area.height() / 2 };
}

QColor EvaluationGraph::pointColor(const std::optional<ttt::MoveGrade>& grade) const
{
    const bool dark = Heatmap::isDark(palette());
    if (!grade)
        return Heatmap::mix(palette().color(QPalette::Base), palette().color(QPalette::Text), 0.45);
    if (grade->grade == ttt::Grade::Blunder)
        return Heatmap::hue(ttt::Outcome::Lose, dark);
    if (grade->grade == ttt::Grade::Mistake)
        return Heatmap::scoreHue(ttt::Mark::X, dark); // the orange of the line-score palette
    return palette().color(QPalette::Text);
}

std::optional<int> EvaluationGraph::plyAt(const QPointF& position) const
{
    const QRectF area = plotArea();
    const int plies = std::max(1, plyCount());
    const double spacing = area.width() / plies;
    const double fraction = (position.x() - area.left()) / std::max(1.0, area.width());
    const int ply = int(std::lround(fraction * plies));
    if (ply < 0 || ply > plyCount())
        return std::nullopt;
    if (std::abs(position.x() - (area.left() + spacing * ply)) > std::max(6.0, spacing / 2))
        return std::nullopt;
    return ply;
}

QString EvaluationGraph::pointToolTip(int ply) const
{
    const std::vector<Point> all = points();
    if (ply < 0 || ply >= int(all.size()))
        return {};
    const Point& point = all[std::size_t(ply)];
    const ttt::Game& game = m_model->game();
    const ttt::Rules rules = m_model->rules();
    QStringList lines;
    if (ply == 0) {
        lines << tr("The start");
    } else {
        const QString move = Wording::moveLabel(game, point.path);
        const ttt::GamePath before(point.path.begin(), point.path.end() - 1);
        const std::optional<ttt::Analysis> analysis = m_model->analysisAt(before);
        if (m_model->forbiddenMoveAt(point.path)) {
            lines << tr("%1: forbidden; its side loses the game here",
                "move (renju, omok: a move its side may not play)")
                         .arg(move);
        } else if (m_model->isAfterTheEnd(point.path)) {
            lines << tr("%1: after the end (a forbidden move lost the game before it)", "move")
                         .arg(move);
        } else if (!point.grade || m_model->answersHiddenAt(before)) {
            lines << tr("%1: not graded yet", "move").arg(move);
        } else {
            lines << tr("%1: %2 %3", "move, grade symbol, grade word")
                         .arg(move, Wording::gradeSymbol(*point.grade, rules),
                             Wording::gradeWord(*point.grade, rules));
            if (analysis)
                lines << Wording::gradeExplanation(game.start().board.geometry(),
                    game.moveAt(point.path).cell, game.sideToMoveAt(before), *point.grade,
                    *analysis, rules);
        }
    }
    // The result after the move: how the game ended, or the verdict with best play from there.
    const ttt::GameState state = m_model->gameStateAt(point.path);
    if (m_model->answersHiddenAt(point.path))
        lines << tr("The result shows once a move has been played (training).");
    else if (m_model->forbiddenMoveOn(point.path))
        ; // lost by the forbidden move, as the line above says
    else if (ttt::isOver(state))
        lines << Wording::gameState(state, rules);
    else if (const std::optional<ttt::Analysis> analysis = m_model->analysisAt(point.path);
             analysis && analysis->evaluation.isProven())
        lines << Wording::verdict(game.sideToMoveAt(point.path), analysis->evaluation, rules);
    else if (analysis)
        lines << tr("Nothing proven: the search found no forced win for either side here (a "
                    "hollow point, on the middle line).");
    else
        lines << tr("Not proven yet.");
    return lines.join(QLatin1Char('\n'));
}

QSize EvaluationGraph::sizeHint() const
{
    // Short enough that the Game panel shows several moves above it at the window's first size.
    return { 320, fontMetrics().height() * 6 };
}

QSize EvaluationGraph::minimumSizeHint() const
{
    // Room for the three labels of the value axis; the fonts of Korean and Chinese are taller,
    // and a small window must still fit the game's summary below the graph.
    return { 160, fontMetrics().height() * 4 };
}

void EvaluationGraph::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette& colors = palette();
    const bool dark = Heatmap::isDark(colors);
    const QColor text = colors.color(QPalette::Text);
    const QColor base = colors.color(QPalette::Base);
    painter.fillRect(rect(), base);
    const QRectF area = plotArea();
    const bool lineScore = m_model->rules() == ttt::Rules::LineScore;

    // The halves, faintly: x's results above, o's below. Classic and misère: x's in the win's
    // blue and o's in the loss's vermillion (the graph speaks for x; the heatmap, for the side
    // to move, says so in its legend). Line-score: in the colours the heatmap and its legend give
    // a side's lead, so that on one screen blue means one thing, o ahead.
    const QColor upper = lineScore
        ? Heatmap::mix(base, Heatmap::scoreHue(ttt::Mark::X, dark), 0.16)
        : Heatmap::mix(base, Heatmap::hue(ttt::Outcome::Win, dark), 0.12);
    const QColor lower = lineScore
        ? Heatmap::mix(base, Heatmap::scoreHue(ttt::Mark::O, dark), 0.12)
        : Heatmap::mix(base, Heatmap::hue(ttt::Outcome::Lose, dark), 0.12);
    painter.fillRect(QRectF(area.left(), area.top(), area.width(), area.height() / 2), upper);
    painter.fillRect(
        QRectF(area.left(), area.center().y(), area.width(), area.height() / 2), lower);
    const QColor faint = Heatmap::mix(base, text, 0.35);
    painter.setPen(QPen(faint, 1));
    painter.drawLine(
        QPointF(area.left(), area.center().y()), QPointF(area.right(), area.center().y()));
    painter.setFont(font());
    painter.setPen(Heatmap::mix(base, text, 0.7));
    const double labelWidth = area.left() - 6;
    painter.drawText(QRectF(0, area.top() - 2, labelWidth, fontMetrics().height()),
        Qt::AlignRight | Qt::AlignVCenter, lineScore ? tr("x ahead") : xWins());
    painter.drawText(QRectF(0, area.center().y() - fontMetrics().height() / 2.0, labelWidth,
                         fontMetrics().height()),
        Qt::AlignRight | Qt::AlignVCenter, lineScore ? tr("level") : tr("tie"));
    painter.drawText(
        QRectF(0, area.bottom() - fontMetrics().height() + 2, labelWidth, fontMetrics().height()),
        Qt::AlignRight | Qt::AlignVCenter, lineScore ? tr("o ahead") : oWins());

    const std::vector<Point> all = points();
    const int plies = std::max(1, int(all.size()) - 1);
    const auto x = [&](int ply) { return area.left() + area.width() * ply / plies; };
    const auto y = [&](double value) { return area.center().y() - value * area.height() / 2; };

    // The place shown: a band across the plot.
    const int shown = int(m_model->place().size());
    QColor highlight = colors.color(QPalette::Highlight);
    highlight.setAlphaF(0.25f);
    painter.fillRect(QRectF(x(shown) - 4, area.top(), 8, area.height()), highlight);

    // The line between known points.
    painter.setPen(QPen(text, 1.5));
    for (std::size_t ply = 1; ply < all.size(); ++ply) {
        if (all[ply - 1].value && all[ply].value)
            painter.drawLine(QPointF(x(int(ply) - 1), y(*all[ply - 1].value)),
                QPointF(x(int(ply)), y(*all[ply].value)));
    }
    // The points, coloured by the grade of the move that led there, with its symbol.
    const double radius = std::max(3.5, fontMetrics().height() * 0.28);
    QFont symbolFont = font();
    symbolFont.setBold(true);
    for (std::size_t ply = 0; ply < all.size(); ++ply) {
        const Point& point = all[ply];
        if (!point.value)
            continue;
        const QPointF centre(x(int(ply)), y(*point.value));
        const bool current = int(ply) == shown;
        if (point.proven) {
            painter.setPen(
                QPen(current ? colors.color(QPalette::Highlight) : base, current ? 2 : 1));
            painter.setBrush(pointColor(point.grade));
        } else {
            // Nothing proven: a ring in the grade's colour, the plot showing through.
            const QColor ring = current ? colors.color(QPalette::Highlight)
                : point.grade           ? pointColor(point.grade)
                                        : text;
            painter.setPen(QPen(ring, current ? 2.5 : 1.8));
            painter.setBrush(Qt::NoBrush);
        }
        painter.drawEllipse(
            centre, current ? radius * 1.3 : radius, current ? radius * 1.3 : radius);
        if (point.grade && point.grade->grade != ttt::Grade::Best) {
            painter.setFont(symbolFont);
            // The symbol is text: in the text colour, which reads on both halves (the grade's
            // orange or vermillion would not reach 4.5:1 on a light base).
            painter.setPen(text);
            const QString symbol = Wording::gradeSymbol(*point.grade, m_model->rules());
            const double above = *point.value >= 0 ? 1 : -1; // away from the edge it is near
            const QRectF box(centre.x() - 20,
                centre.y() + above * (radius + 2) - (above > 0 ? 0 : fontMetrics().height()), 40,
                fontMetrics().height());
            painter.drawText(box, Qt::AlignCenter, symbol);
        }
    }

    if (hasFocus() && m_keyboardFocusVisible) {
        painter.setPen(QPen(colors.color(QPalette::Highlight), 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
    }
}

bool EvaluationGraph::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        if (const std::optional<int> ply = plyAt(help->pos())) {
            // The tip stays while the pointer is over the same ply's column.
            const int half = std::max(6, int(plotArea().width() / std::max(1, plyCount()) / 2));
            const int x = int(std::lround(pointPosition(*ply).x()));
            QToolTip::showText(help->globalPos(), pointToolTip(*ply), this,
                QRect(x - half, 0, 2 * half, height()));
        } else
            QToolTip::showText(help->globalPos(), toolTip(), this);
        return true;
    }
    return QWidget::event(event);
}

void EvaluationGraph::mousePressEvent(QMouseEvent* event)
{
    const QRectF area = plotArea();
    const std::vector<Point> all = points();
    if (all.empty())
        return;
    const int plies = std::max(1, int(all.size()) - 1);
    const double fraction = (event->position().x() - area.left()) / std::max(1.0, area.width());
    const int ply = std::clamp(int(std::lround(fraction * plies)), 0, int(all.size()) - 1);
    m_keyboardFocusVisible = false;
    m_model->goTo(all[std::size_t(ply)].path);
    update();
    event->accept();
}

void EvaluationGraph::keyPressEvent(QKeyEvent* event)
{
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) {
        QWidget::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Left:
        m_model->stepBack();
        break;
    case Qt::Key_Right:
        m_model->stepForward();
        break;
    case Qt::Key_Home:
        m_model->goToStart();
        break;
    case Qt::Key_End:
        m_model->goToEnd();
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    m_keyboardFocusVisible = true;
    update();
    event->accept();
}

void EvaluationGraph::focusInEvent(QFocusEvent* event)
{
    if (event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason
        || event->reason() == Qt::ShortcutFocusReason)
        m_keyboardFocusVisible = true;
    update();
    QWidget::focusInEvent(event);
}

void EvaluationGraph::focusOutEvent(QFocusEvent* event)
{
    update();
    QWidget::focusOutEvent(event);
}

void EvaluationGraph::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        update();
    QWidget::changeEvent(event);
}
