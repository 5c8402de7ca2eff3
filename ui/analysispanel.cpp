// The side panel: a verdict line with its heatmap chip, then a grid of facts.
#include "analysispanel.h"

#include "heatmap.h"
#include "messagebar.h"
#include "positionmodel.h"
#include "wording.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QStringList>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>
#include <optional>

namespace {

// Sets a label's text only when it changes: a new text makes a word-wrapped label measure
// itself and its layout again.
void setLabelText(QLabel* label, const QString& text)
{
    if (label->text() != text)
        label->setText(text);
}

} // namespace

// The position's own result as a small heatmap swatch ("Win 1"), next to the verdict.
class OutcomeChip : public QWidget {
public:
    explicit OutcomeChip(QWidget* parent)
        : QWidget(parent)
    {
        setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    }

    void setEvaluation(std::optional<ttt::Evaluation> evaluation)
    {
        m_evaluation = evaluation;
        setVisible(evaluation.has_value());
        updateGeometry();
        update();
    }

    QSize sizeHint() const override
    {
        const QFontMetrics metrics(chipFont());
        const int height = int(std::lround(metrics.height() * 1.6));
        const int width = std::max(height, metrics.horizontalAdvance(label()) + metrics.height());
        return { width, height };
    }

protected:
    void paintEvent(QPaintEvent*) override
    {
        if (!m_evaluation)
            return;
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        const QColor fill = Heatmap::fillColor(*m_evaluation, palette());
        QPainterPath path;
        path.addRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), 5, 5);
        painter.fillPath(path, fill);
        painter.setPen(QPen(Heatmap::mix(palette().color(QPalette::Window),
                                palette().color(QPalette::WindowText), 0.3),
            1));
        painter.drawPath(path);
        painter.setFont(chipFont());
        painter.setPen(Heatmap::textColor(fill));
        painter.drawText(rect(), Qt::AlignCenter, label());
    }

    void changeEvent(QEvent* event) override
    {
        if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
            update();
        QWidget::changeEvent(event);
    }

private:
    QFont chipFont() const
    {
        QFont bold = font();
        bold.setBold(true);
        return bold;
    }
    QString label() const { return m_evaluation ? Wording::cellLabel(*m_evaluation) : QString(); }

    std::optional<ttt::Evaluation> m_evaluation;
};

AnalysisPanel::AnalysisPanel(PositionModel* model, QWidget* parent)
    : QWidget(parent)
    , m_model(model)
    , m_chip(new OutcomeChip(this))
    , m_verdict(new QLabel(this))
    , m_banner(new MessageBar(this))
{
    m_banner->setObjectName(QStringLiteral("legalityBanner"));
    m_banner->setClosable(false);
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::PlainText);
    QFont heading = m_verdict->font();
    heading.setBold(true);
    heading.setPointSizeF(heading.pointSizeF() * 1.25);
    m_verdict->setFont(heading);

    auto* verdictRow = new QHBoxLayout;
    verdictRow->setSpacing(10);
    verdictRow->addWidget(m_chip, 0, Qt::AlignTop);
    verdictRow->addWidget(m_verdict, 1);

    auto* grid = new QGridLayout;
    grid->setHorizontalSpacing(12);
    grid->setVerticalSpacing(6);
    grid->setColumnStretch(1, 1);
    m_sideToMove = addRow(grid, tr("To move"));
    m_gameState = addRow(grid, tr("Game"));
    m_legality = addRow(grid, tr("Legal"));
    m_bestMoves = addRow(grid, tr("Best moves"));
    m_bestLine = addRow(grid, tr("Best line"));
    m_gamesLeft = addRow(grid, tr("Games left"));
    m_boardCode = addRow(grid, tr("Board code"));
    m_bestLine->setToolTip(
        tr("Best play by both sides to the end; (row,column) counted from the top left."));
    m_gamesLeft->setToolTip(
        tr("Every way the game can still be played to its end from here, by result."));
    m_boardCode->setToolTip(
        tr("The board as a base-3 number (empty 0, x 1, o 2; the top-left cell is the "
           "most significant digit), and the least code among its rotations and "
           "reflections."));

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 10, 12, 10);
    layout->setSpacing(14);
    layout->addLayout(verdictRow);
    layout->addWidget(m_banner);
    layout->addLayout(grid);
    layout->addStretch(1);

    // The panel follows the model one turn of the event loop after the board: the board is
    // painted and on screen first, and a burst of changes costs one refresh.
    m_refreshTimer.setSingleShot(true);
    m_refreshTimer.setInterval(0);
    connect(&m_refreshTimer, &QTimer::timeout, this, &AnalysisPanel::refresh);
    connect(m_model, &PositionModel::analysisChanged, &m_refreshTimer, qOverload<>(&QTimer::start));
    refresh();
}

QLabel* AnalysisPanel::addRow(QGridLayout* grid, const QString& title)
{
    const int row = grid->rowCount();
    auto* name = new QLabel(title, this);
    name->setAlignment(Qt::AlignRight | Qt::AlignTop);
    name->setForegroundRole(QPalette::PlaceholderText);
    auto* value = new QLabel(this);
    value->setWordWrap(true);
    value->setTextFormat(Qt::PlainText);
    value->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    name->setBuddy(value);
    grid->addWidget(name, row, 0);
    grid->addWidget(value, row, 1);
    return value;
}

void AnalysisPanel::refresh()
{
    const PositionModel& model = *m_model;
    const QString dash = tr("—", "nothing to show");
    const QString first = Wording::markName(model.firstPlayer());

    setLabelText(m_verdict, Wording::positionVerdict(model));
    refreshBanner();
    m_chip->setEvaluation(
        model.hasMoveEvaluations() ? std::optional(model.analysis().evaluation) : std::nullopt);

    if (model.isOver())
        setLabelText(m_sideToMove, tr("nobody: the game is over"));
    else if (model.whatIfSideToMove())
        setLabelText(m_sideToMove,
            tr("%1 (what-if: chosen, not counted)")
                .arg(Wording::markName(*model.whatIfSideToMove())));
    else if (model.sideToMove())
        setLabelText(m_sideToMove,
            tr("%1 (%2 moves first)").arg(Wording::markName(*model.sideToMove()), first));
    else
        setLabelText(
            m_sideToMove, tr("nobody: the counts break turn parity (%1 moves first)").arg(first));

    const int marksPlaced = ttt::kCells - model.board().count(ttt::Mark::Empty);
    if (model.gameState() == ttt::GameState::InProgress)
        setLabelText(m_gameState,
            tr("in progress, %1 of %2 cells filled").arg(marksPlaced).arg(ttt::kCells));
    else
        setLabelText(m_gameState, Wording::gameState(model.gameState()));

    if (model.isLegal()) {
        setLabelText(m_legality, tr("yes"));
    } else {
        QStringList rules;
        for (const ttt::LegalityProblem& problem : model.legalityProblems())
            rules << Wording::ruleTitle(problem.rule);
        setLabelText(m_legality, tr("no: %1").arg(rules.join(tr(", ", "between rule names"))));
    }

    if (model.hasMoveEvaluations()) {
        const ttt::Analysis& analysis = model.analysis();
        QStringList best;
        for (ttt::Cell cell : analysis.bestMoves)
            best << Wording::cellCoordinates(cell);
        setLabelText(m_bestMoves,
            analysis.bestMoves.size() == analysis.moves.size()
                ? tr("any: every move has the same result")
                : best.join(QLatin1Char(' ')));
        setLabelText(m_bestLine, Wording::moveLine(analysis.principalVariation, analysis.toMove));
    } else {
        setLabelText(m_bestMoves, dash);
        setLabelText(m_bestLine, dash);
    }

    if (model.hasMoveEvaluations()) {
        const ttt::GameCounts& games = model.gamesLeft();
        const QLocale locale;
        setLabelText(m_gamesLeft,
            tr("%1: x wins %2, o wins %3, draws %4")
                .arg(locale.toString(qulonglong(games.games)),
                    locale.toString(qulonglong(games.xWins)),
                    locale.toString(qulonglong(games.oWins)),
                    locale.toString(qulonglong(games.draws))));
    } else {
        setLabelText(m_gamesLeft, dash);
    }

    const ttt::BoardCode code = model.board().code();
    const ttt::BoardCode canonical = model.board().canonicalCode();
    setLabelText(m_boardCode,
        code == canonical ? tr("%1 (the least of its symmetric images)").arg(code)
                          : tr("%1 (least symmetric image %2)").arg(code).arg(canonical));
}

void AnalysisPanel::refreshBanner()
{
    const PositionModel& model = *m_model;
    if (model.isLegal()) {
        m_banner->clearMessage();
        return;
    }
    QStringList sentences;
    for (const ttt::LegalityProblem& problem : model.legalityProblems())
        sentences << tr("• %1").arg(
            Wording::legalityProblem(problem.rule, model.board(), model.firstPlayer()));
    if (model.whatIfSideToMove() && model.hasAnalysis()) {
        m_banner->showMessage(MessageBar::Kind::Warning,
            tr("Analysed as given with %1 to move, but no real game reaches this position")
                .arg(Wording::markName(*model.whatIfSideToMove())),
            sentences.join(QLatin1Char('\n')));
    } else {
        m_banner->showMessage(MessageBar::Kind::Error,
            tr("No real game reaches this position, so it has no heatmap"),
            sentences.join(QLatin1Char('\n')));
    }
}

void AnalysisPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

QString AnalysisPanel::verdict() const
{
    return m_verdict->text();
}

QString AnalysisPanel::sideToMove() const
{
    return m_sideToMove->text();
}

QString AnalysisPanel::gameState() const
{
    return m_gameState->text();
}

QString AnalysisPanel::legality() const
{
    return m_legality->text();
}

QString AnalysisPanel::bestMoves() const
{
    return m_bestMoves->text();
}

QString AnalysisPanel::bestLine() const
{
    return m_bestLine->text();
}

QString AnalysisPanel::gamesLeft() const
{
    return m_gamesLeft->text();
}
