// The side panel: a verdict line with its heatmap chip, then a grid of facts and the what-if and
// symmetry controls.
#include "panels/analysispanel.h"

#include "board/boardrenderer.h"
#include "board/heatmap.h"
#include "document/positionmodel.h"
#include "panels/messagebar.h"
#include "words/wording.h"

#include "ttt/facts.h"
#include "ttt/text.h"

#include <QAction>
#include <QCheckBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QRadioButton>
#include <QStringList>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <optional>

namespace {

// One-line forms longer than this may break across lines in the panel.
constexpr int kLongestUnbrokenForm = 24;

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

    void setEvaluation(std::optional<ttt::Evaluation> evaluation, ttt::Rules rules)
    {
        m_evaluation = evaluation;
        m_rules = rules;
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
        const QColor fill = Heatmap::fillColor(*m_evaluation, m_rules, palette());
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
    QString label() const
    {
        return m_evaluation ? Wording::cellLabel(*m_evaluation, m_rules) : QString();
    }

    std::optional<ttt::Evaluation> m_evaluation;
    ttt::Rules m_rules = ttt::Rules::Classic;
};

// A small picture of a board, with a tag on some cells: the alike moves, the canonical form.
class MiniBoard : public QWidget {
public:
    explicit MiniBoard(QWidget* parent)
        : QWidget(parent)
    {
        setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    }

    // `tags` has one entry per cell of the board, or none.
    void setBoard(const ttt::Board& board, const std::vector<QString>& tags = {})
    {
        if (board == m_board && tags == m_tags)
            return;
        m_board = board;
        m_tags = tags;
        update();
    }

    const ttt::Board& board() const { return m_board; }
    const std::vector<QString>& tags() const { return m_tags; }

    QSize sizeHint() const override
    {
        const int side = fontMetrics().height() * 4;
        return { side, side };
    }

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter painter(this);
        BoardRenderer::paintPlainBoard(painter, QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5),
            m_board, m_tags, palette(), font());
    }

    void changeEvent(QEvent* event) override
    {
        if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
            updateGeometry();
            update();
        }
        QWidget::changeEvent(event);
    }

private:
    ttt::Board m_board;
    std::vector<QString> m_tags;
};

AnalysisPanel::AnalysisPanel(PositionModel* model, QWidget* parent)
    : QWidget(parent)
    , m_model(model)
    , m_chip(new OutcomeChip(this))
    , m_verdict(new QLabel(this))
    , m_banner(new MessageBar(this))
    , m_analyseAnyway(new QAction(this))
{
    m_banner->setObjectName(QStringLiteral("legalityBanner"));
    m_banner->setClosable(false);
    m_analyseAnyway->setObjectName(QStringLiteral("actionAnalyseAnyway"));
    connect(m_analyseAnyway, &QAction::triggered, this, [this] { whatIfToggled(true); });

    QHBoxLayout* verdictRow = createVerdictRow();
    QWidget* sideBox = createSideBox();
    QWidget* alikeBox = createAlikeBox();
    QWidget* canonicalBox = createCanonicalBox();
    QGridLayout* grid = createFacts(sideBox, alikeBox, canonicalBox);

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

QHBoxLayout* AnalysisPanel::createVerdictRow()
{
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
    return verdictRow;
}

QWidget* AnalysisPanel::createSideBox()
{
    // The side to move, and under it the what-if choice: "[ ] What if (•) x ( ) o is to move".
    // Line-score always names the side, so there the check box gives way to "Who moves:". The
    // radio buttons are not auto-exclusive: with neither side to move (parity broken, no
    // what-if) neither is checked.
    auto* sideBox = new QWidget(this);
    m_sideToMove = new QLabel(sideBox);
    m_sideToMove->setWordWrap(true);
    m_sideToMove->setTextFormat(Qt::PlainText);
    m_sideToMove->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_whatIf = new QCheckBox(tr("What if"), sideBox);
    m_whatIf->setObjectName(QStringLiteral("whatIfCheck"));
    m_chooseSide = new QLabel(tr("Who moves:"), sideBox);
    m_chooseSide->setToolTip(tr("Line-score analyses any board with the side you choose to move; "
                                "it starts from the side the counts give."));
    const auto sideButton = [sideBox](ttt::Mark side, const char* name) {
        auto* button = new QRadioButton(Wording::markName(side), sideBox);
        button->setObjectName(QString::fromLatin1(name));
        button->setAutoExclusive(false);
        button->setToolTip(tr("What if %1 is to move").arg(Wording::markName(side)));
        button->setAccessibleName(tr("%1 to move").arg(Wording::markName(side)));
        return button;
    };
    m_sideX = sideButton(ttt::Mark::X, "whatIfX");
    m_sideO = sideButton(ttt::Mark::O, "whatIfO");
    m_isToMove = new QLabel(tr("is to move"), sideBox);
    m_isToMove->setWordWrap(true); // it may take two lines rather than push the row wider
    auto* whatIfRow = new QHBoxLayout;
    whatIfRow->setContentsMargins(0, 0, 0, 0);
    whatIfRow->setSpacing(6);
    whatIfRow->addWidget(m_whatIf);
    whatIfRow->addWidget(m_chooseSide);
    whatIfRow->addWidget(m_sideX);
    whatIfRow->addWidget(m_sideO);
    whatIfRow->addWidget(m_isToMove);
    whatIfRow->addStretch(1); // the buttons keep their size: a click beside one does nothing
    auto* sideLayout = new QVBoxLayout(sideBox);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->setSpacing(4);
    sideLayout->addWidget(m_sideToMove);
    sideLayout->addLayout(whatIfRow);
    connect(m_whatIf, &QCheckBox::clicked, this, &AnalysisPanel::whatIfToggled);
    connect(m_sideX, &QRadioButton::clicked, this, [this] { sideChosen(ttt::Mark::X); });
    connect(m_sideO, &QRadioButton::clicked, this, [this] { sideChosen(ttt::Mark::O); });
    return sideBox;
}

QWidget* AnalysisPanel::createAlikeBox()
{
    // Alike moves: a small board with a sign per empty cell.
    auto* alikeBox = new QWidget(this);
    m_alikeBoard = new MiniBoard(alikeBox);
    m_alikeBoard->setObjectName(QStringLiteral("alikeMovesBoard"));
    m_alikeBoard->setAccessibleName(tr("Alike moves"));
    m_alikeMoves = new QLabel(alikeBox);
    m_alikeMoves->setWordWrap(true);
    m_alikeMoves->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_alikeMoves->setTextFormat(Qt::PlainText);
    auto* alikeLayout = new QHBoxLayout(alikeBox);
    alikeLayout->setContentsMargins(0, 0, 0, 0);
    alikeLayout->setSpacing(10);
    alikeLayout->addWidget(m_alikeBoard, 0, Qt::AlignTop);
    alikeLayout->addWidget(m_alikeMoves, 1, Qt::AlignTop);
    return alikeBox;
}

QWidget* AnalysisPanel::createCanonicalBox()
{
    // The canonical form, and the rotate and flip buttons under it.
    auto* canonicalBox = new QWidget(this);
    m_canonicalBoard = new MiniBoard(canonicalBox);
    m_canonicalBoard->setObjectName(QStringLiteral("canonicalBoard"));
    m_canonicalBoard->setAccessibleName(tr("Canonical form"));
    m_canonicalForm = new QLabel(canonicalBox);
    m_canonicalForm->setWordWrap(true);
    m_canonicalForm->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_canonicalForm->setTextFormat(Qt::PlainText);
    m_canonicalForm->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_symmetryButtons = new QHBoxLayout;
    m_symmetryButtons->setContentsMargins(0, 0, 0, 0);
    m_symmetryButtons->setSpacing(2);
    auto* canonicalText = new QVBoxLayout;
    canonicalText->setContentsMargins(0, 0, 0, 0);
    canonicalText->setSpacing(6);
    canonicalText->addWidget(m_canonicalForm);
    canonicalText->addLayout(m_symmetryButtons);
    canonicalText->addStretch(1);
    auto* canonicalLayout = new QHBoxLayout(canonicalBox);
    canonicalLayout->setContentsMargins(0, 0, 0, 0);
    canonicalLayout->setSpacing(10);
    canonicalLayout->addWidget(m_canonicalBoard, 0, Qt::AlignTop);
    canonicalLayout->addLayout(canonicalText, 1);
    return canonicalBox;
}

QGridLayout* AnalysisPanel::createFacts(QWidget* sideBox, QWidget* alikeBox, QWidget* canonicalBox)
{
    // Titles on the left, values on the right. In a narrow dock the values that cannot shrink
    // (the what-if buttons, the small boards) move under their titles: see arrangeRows().
    // (QFormLayout's WrapLongRows would do that by itself, but keeps stale heights for wrapped
    // labels after their text changes, and draws them over one another.)
    auto* grid = new QGridLayout;
    m_grid = grid;
    grid->setHorizontalSpacing(12);
    grid->setVerticalSpacing(6);
    grid->setColumnStretch(1, 1);
    m_rules = addRow(grid, tr("Rules"));
    addRow(grid, tr("To move"), sideBox);
    m_gameState = addRow(grid, tr("Game"));
    m_legality = addRow(grid, tr("Legal"));
    m_bestMoves = addRow(grid, tr("Best moves"));
    m_bestLine = addRow(grid, tr("Best line"));
    const int engineRow = grid->rowCount();
    m_engine = addRow(grid, tr("Engine"));
    m_engineTitle = qobject_cast<QLabel*>(grid->itemAtPosition(engineRow, 0)->widget());
    m_engineTitle->hide();
    m_engine->setToolTip(tr("The move another program would play here (Engine menu), with what it "
                            "said of the position: its opinion, not a proof. It is marked on the "
                            "board with a diamond."));
    m_engine->hide();
    m_gamesLeft = addRow(grid, tr("Games left"));
    m_gamesAfter = addRow(grid, tr("Games after"));
    addRow(grid, tr("Alike moves"), alikeBox);
    addRow(grid, tr("Canonical"), canonicalBox);
    m_boardCode = addRow(grid, tr("Board code"));
    m_bestLine->setToolTip(
        tr("Best play by both sides to the end, each move by its cell's name (a1 the "
           "bottom-left corner)."));
    m_gamesLeft->setToolTip(tr("Every way the game can still be played to its end from here "
                               "under the rules, by result."));
    m_gamesAfter->setToolTip(tr("Point at an empty cell on the board: every way the game can "
                                "still be played after that move, by result."));
    m_alikeMoves->setToolTip(
        tr("Empty cells with the same sign are the same move: a rotation or reflection that "
           "leaves the board as it is takes one to the other, so they lead to positions that "
           "are the same up to symmetry."));
    m_canonicalForm->setToolTip(
        tr("Of the board's rotations and reflections, the one with the least board code: every "
           "board that is the same up to symmetry has this canonical form."));
    m_boardCode->setToolTip(
        tr("The board as a base-3 number (empty 0, x 1, o 2; the top-left cell is the "
           "most significant digit), and the least code among its rotations and "
           "reflections."));
    return grid;
}

void AnalysisPanel::setEngineOpinion(const QString& text)
{
    m_engine->setText(text);
    m_engineTitle->setVisible(!text.isEmpty());
    m_engine->setVisible(!text.isEmpty());
}

QString AnalysisPanel::engineOpinion() const
{
    return m_engine->isHidden() ? QString() : m_engine->text();
}

QLabel* AnalysisPanel::addRow(QGridLayout* grid, const QString& title, QWidget* value)
{
    // Each fact takes two grid rows: the second stays empty (and takes no room) unless the
    // value moves under its title in a narrow panel.
    const int row = grid->rowCount();
    auto* name = new QLabel(title, this);
    name->setAlignment(Qt::AlignRight | Qt::AlignTop);
    name->setForegroundRole(QPalette::PlaceholderText);
    QLabel* label = nullptr;
    if (value) {
        m_wideRows.push_back({ name, value, row });
        value->setMinimumWidth(1); // see arrangeRows()
    }
    if (!value) {
        label = new QLabel(this);
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
        label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        value = label;
    }
    name->setBuddy(value);
    grid->addWidget(name, row, 0);
    grid->addWidget(value, row, 1);
    grid->setRowMinimumHeight(row + 1, 0); // reserves the row under it
    return label;
}

void AnalysisPanel::arrangeRows()
{
    // Narrow when a wide value would not fit beside the widest title.
    int titleWidth = 0;
    int valueWidth = 0;
    for (int row = 0; row < m_grid->rowCount(); ++row) {
        if (QLayoutItem* item = m_grid->itemAtPosition(row, 0); item && item->widget()
            && item->widget()->isVisibleTo(this) && m_grid->itemAtPosition(row, 1))
            titleWidth = std::max(titleWidth, item->widget()->sizeHint().width());
    }
    for (const WideRow& wide : m_wideRows)
        valueWidth = std::max(valueWidth, wide.value->minimumSizeHint().width());
    const QMargins margins = layout()->contentsMargins();
    const bool narrow = width() - margins.left() - margins.right()
        < titleWidth + m_grid->horizontalSpacing() + valueWidth;
    if (narrow == m_narrow)
        return;
    m_narrow = narrow;
    for (const WideRow& wide : m_wideRows) {
        m_grid->removeWidget(wide.value);
        // Beside its title the value claims no minimum width of its own, or the panel could
        // never become narrow enough to move it; under its title it claims what it needs.
        wide.value->setMinimumWidth(narrow ? wide.value->minimumSizeHint().width() : 1);
        if (narrow)
            m_grid->addWidget(wide.value, wide.row + 1, 0, 1, 2);
        else
            m_grid->addWidget(wide.value, wide.row, 1);
        wide.title->setAlignment((narrow ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignTop);
    }
}

void AnalysisPanel::resizeEvent(QResizeEvent* event)
{
    arrangeRows();
    QWidget::resizeEvent(event);
}

void AnalysisPanel::addSymmetryActions(const QList<QAction*>& actions)
{
    for (QAction* action : actions) {
        auto* button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setAutoRaise(true);
        m_symmetryButtons->addWidget(button);
    }
    m_symmetryButtons->addStretch(1);
}

void AnalysisPanel::setHoveredCell(int cell)
{
    if (cell == m_hoveredCell)
        return;
    m_hoveredCell = cell;
    refreshGamesAfter();
}

void AnalysisPanel::refresh()
{
    const PositionModel& model = *m_model;
    const QString dash = tr("—", "nothing to show");
    const ttt::Rules rules = model.rules();

    setLabelText(m_verdict, Wording::positionVerdict(model));
    refreshBanner();
    m_chip->setEvaluation(model.hasMoveEvaluations() && !model.answersHidden()
                && model.analysis().evaluation.isProven()
            ? std::optional(model.analysis().evaluation)
            : std::nullopt,
        rules);
    setLabelText(m_rules,
        tr("%1: %2", "rules name: what they say")
            .arg(Wording::rulesName(rules), Wording::rulesSummary(rules)));
    refreshSideToMove();

    const int cells = model.board().cellCount();
    const int marksPlaced = cells - model.board().count(ttt::Mark::Empty);
    if (model.gameState() == ttt::GameState::InProgress && rules == ttt::Rules::LineScore) {
        setLabelText(m_gameState,
            tr("in progress, %1 of %2 cells filled, %3 so far")
                .arg(marksPlaced)
                .arg(cells)
                .arg(Wording::score(model.lineScore())));
    } else if (model.gameState() == ttt::GameState::InProgress) {
        setLabelText(
            m_gameState, tr("in progress, %1 of %2 cells filled").arg(marksPlaced).arg(cells));
    } else {
        setLabelText(m_gameState, Wording::gameState(model.gameState(), rules));
    }

    if (rules == ttt::Rules::LineScore) {
        setLabelText(m_legality, tr("any board: line-score has no legality rules"));
    } else if (model.isLegal()) {
        setLabelText(m_legality, tr("yes"));
    } else {
        QStringList broken;
        for (const ttt::LegalityProblem& problem : model.legalityProblems())
            broken << Wording::ruleTitle(problem.rule);
        setLabelText(m_legality, tr("no: %1").arg(broken.join(tr(", ", "between rule names"))));
    }

    if (model.hasMoveEvaluations() && model.answersHidden()) {
        const QString hidden = tr("hidden until a move is played (training)");
        setLabelText(m_bestMoves, hidden);
        setLabelText(m_bestLine, hidden);
        setLabelText(m_gamesLeft, hidden);
    } else if (model.hasMoveEvaluations()) {
        const ttt::Analysis& analysis = model.analysis();
        QStringList best;
        for (ttt::Cell cell : analysis.bestMoves)
            best << Wording::cellName(model.board().geometry(), cell);
        // Every move alike (a big board where each loses in one): said so, not listed; a long
        // list is cut after its first dozen.
        const bool everyMove = analysis.bestMoves.size() == analysis.moves.size();
        constexpr int kListed = 12;
        const QString bestList = best.size() <= kListed
            ? best.join(QLatin1Char(' '))
            : tr("%1 and %n more", "the first best moves, then how many more there are",
                int(best.size()) - kListed)
                  .arg(best.mid(0, kListed).join(QLatin1Char(' ')));
        const std::vector<ttt::Cell> defences = model.defendingMoves();
        if (!analysis.complete) {
            const QString waiting = model.isAnalysing()
                ? tr("not proven yet: the search is under way")
                : model.analysisStatus().state == AnalysisStatus::State::Ended
                ? tr("none proven: the threat search found no forced win")
                : tr("not proven: the search was stopped");
            // The moves proven to reach a proven verdict show before the others are proven;
            // where the other side threatens a forced win, the few moves that can stop it.
            setLabelText(m_bestMoves,
                !defences.empty() ? Wording::defences(
                    model.board().geometry(), defences, ttt::other(analysis.toMove))
                    : best.isEmpty() ? waiting
                    : everyMove      ? tr("any: every move has the same result")
                                     : tr("%1, and perhaps others not proven yet").arg(bestList));
            // Said once: where Best moves says why nothing is proven, Best line has a dash.
            setLabelText(m_bestLine, defences.empty() && best.isEmpty() ? dash : waiting);
        } else {
            setLabelText(
                m_bestMoves, everyMove ? tr("any: every move has the same result") : bestList);
            setLabelText(m_bestLine,
                Wording::moveLine(
                    model.board().geometry(), analysis.principalVariation, analysis.toMove));
        }
        setLabelText(m_gamesLeft,
            model.countsGames() ? Wording::gameCounts(model.gamesLeft(), rules)
                                : tr("not counted for this size (far too many games)"));
    } else {
        setLabelText(m_bestMoves, dash);
        setLabelText(m_bestLine, dash);
        setLabelText(m_gamesLeft, dash);
    }
    refreshGamesAfter();
    refreshSymmetry();

    if (!ttt::hasCode(model.board().geometry())) {
        setLabelText(m_boardCode,
            tr("none: boards of more than %1 cells have no code").arg(ttt::kMaxCodedCells));
        return;
    }
    const ttt::BoardCode code = model.board().code();
    const ttt::BoardCode canonical = model.board().canonicalCode();
    setLabelText(m_boardCode,
        code == canonical ? tr("%1 (the least of its symmetric images)").arg(code)
                          : tr("%1 (least symmetric image %2)").arg(code).arg(canonical));
}

void AnalysisPanel::refreshSideToMove()
{
    const PositionModel& model = *m_model;
    const bool lineScore = model.rules() == ttt::Rules::LineScore;
    const std::optional<ttt::Mark> whatIf = model.whatIfSideToMove();
    const std::optional<ttt::Mark> parity = model.paritySide();
    const QString first = Wording::markName(model.firstPlayer());

    if (model.isOver()) {
        setLabelText(m_sideToMove, tr("nobody: the game is over"));
    } else if (whatIf && parity && *parity != *whatIf) {
        setLabelText(m_sideToMove,
            tr("%1 (what-if: chosen; by the counts %2 would move)")
                .arg(Wording::markName(*whatIf), Wording::markName(*parity)));
    } else if (whatIf) {
        setLabelText(
            m_sideToMove, tr("%1 (what-if: chosen, not counted)").arg(Wording::markName(*whatIf)));
    } else if (parity) {
        setLabelText(
            m_sideToMove, tr("%1 (%2 moves first)").arg(Wording::markName(*parity), first));
    } else if (lineScore && model.sideToMove()) {
        setLabelText(m_sideToMove,
            tr("%1 (the counts break turn parity, so the side with fewer marks; choose below)")
                .arg(Wording::markName(*model.sideToMove())));
    } else {
        setLabelText(
            m_sideToMove, tr("nobody: the counts break turn parity (%1 moves first)").arg(first));
    }

    m_whatIf->setVisible(!lineScore);
    m_isToMove->setVisible(!lineScore);
    m_chooseSide->setVisible(lineScore);
    m_whatIf->setChecked(whatIf.has_value());
    // A finished board has no move to analyse, whoever is to move: What if is not offered there
    // (only taken back, if it is set).
    m_whatIf->setEnabled(!model.isOver() || whatIf.has_value());
    m_whatIf->setToolTip(model.isOver() && !whatIf
            ? tr("The game is over: there is no move to analyse, whichever side is to move.")
            : tr("Analyse the board with the side you choose to move, whatever the counts of "
                 "marks say. Problems with the counts become warnings."));
    const bool choosing = lineScore || whatIf.has_value();
    // Without a what-if side the buttons still show, greyed, the side the counts give.
    const std::optional<ttt::Mark> shown = model.sideToMove();
    for (QRadioButton* button : { m_sideX, m_sideO }) {
        const ttt::Mark side = button == m_sideX ? ttt::Mark::X : ttt::Mark::O;
        button->setEnabled(choosing);
        button->setChecked(shown == side);
    }
}

void AnalysisPanel::whatIfToggled(bool on)
{
    if (on)
        m_model->chooseSideToMove(m_model->sideToMove().value_or(m_model->suggestedSideToMove()));
    else
        m_model->chooseSideToMove(std::nullopt);
    refreshSideToMove();
}

void AnalysisPanel::sideChosen(ttt::Mark side)
{
    // Line-score's side by the counts is already explicit: choosing it again changes nothing.
    const bool alreadyShown = !m_model->whatIfSideToMove() && m_model->sideToMove() == side;
    if (!alreadyShown)
        m_model->chooseSideToMove(side);
    refreshSideToMove();
}

void AnalysisPanel::refreshGamesAfter()
{
    const PositionModel& model = *m_model;
    if (!model.hasMoveEvaluations()) {
        setLabelText(m_gamesAfter, tr("—", "nothing to show"));
        return;
    }
    const ttt::Geometry& geometry = model.board().geometry();
    if (!geometry.isValidCell(m_hoveredCell)) {
        setLabelText(m_gamesAfter, tr("point at an empty cell"));
        return;
    }
    if (!model.countsGames()) {
        setLabelText(m_gamesAfter, tr("not counted for this size"));
        return;
    }
    const std::optional<ttt::GameCounts> games = model.gamesAfter(m_hoveredCell);
    if (!games) {
        setLabelText(
            m_gamesAfter, tr("%1 is taken").arg(Wording::cellName(geometry, m_hoveredCell)));
        return;
    }
    setLabelText(m_gamesAfter,
        tr("%1 %2 → %3", "mark, cell, games by result")
            .arg(Wording::markName(*model.sideToMove()), Wording::cellName(geometry, m_hoveredCell),
                Wording::gameCounts(*games, model.rules())));
}

void AnalysisPanel::refreshSymmetry()
{
    const PositionModel& model = *m_model;
    std::vector<QString> tags(static_cast<std::size_t>(model.board().cellCount()));
    int emptyCells = 0;
    for (ttt::Cell cell = 0; cell < model.board().cellCount(); ++cell) {
        if (model.moveClass(cell) < 0)
            continue;
        ++emptyCells;
        // Signs only say something when some are shared.
        if (model.hasAlikeMoves())
            tags[cell] = Wording::moveClassTag(model.moveClass(cell));
    }
    m_alikeBoard->setBoard(model.board(), tags);
    if (model.isOver())
        setLabelText(m_alikeMoves, tr("none: the game is over"));
    else if (model.hasAlikeMoves())
        setLabelText(m_alikeMoves,
            tr("%1 different moves among %2 empty cells: cells with the same sign lead to the "
               "same position, turned or flipped")
                .arg(model.moveClassCount())
                .arg(emptyCells));
    else
        setLabelText(m_alikeMoves,
            emptyCells == 1
                ? tr("one empty cell")
                : tr("no two alike: each of the %1 empty cells leads somewhere different")
                      .arg(emptyCells));

    m_canonicalBoard->setBoard(model.canonicalBoard());
    // A long one-line form may break after its slashes (a zero-width space there) so that it
    // fits the panel; it is then not offered for selection, as a copy would carry those spaces
    // (Copy as One Line gives the board itself).
    QString oneLine = QString::fromStdString(ttt::formatOneLine(model.canonicalBoard()));
    const bool long_ = oneLine.size() > kLongestUnbrokenForm;
    if (long_)
        oneLine.replace(QLatin1Char('/'), QStringLiteral("/\u200B"));
    m_canonicalForm->setTextInteractionFlags(
        long_ ? Qt::NoTextInteraction : Qt::TextSelectableByMouse);
    setLabelText(m_canonicalForm,
        tr("%1\nthis board %2", "the canonical board in one line, how it is got")
            .arg(oneLine, Wording::symmetryDescription(model.symmetryToCanonical())));
}

void AnalysisPanel::refreshBanner()
{
    const PositionModel& model = *m_model;
    if (model.isLegal()) {
        m_banner->setAction(nullptr);
        m_banner->clearMessage();
        return;
    }
    QStringList sentences;
    for (const ttt::LegalityProblem& problem : model.legalityProblems())
        sentences << tr("• %1").arg(QString::fromStdString(problem.message));
    if (model.whatIfSideToMove() && model.hasAnalysis()) {
        m_banner->setAction(nullptr);
        m_banner->showMessage(MessageBar::Kind::Warning,
            Wording::whatIfWarning(*model.whatIfSideToMove()), sentences.join(QLatin1Char('\n')));
    } else {
        // What if helps a game in progress only: a finished board has no move to analyse. The
        // banner offers it itself: in a short panel the What if box may be out of view.
        const bool offered = !model.whatIfSideToMove() && !model.isOver();
        if (offered) {
            m_analyseAnyway->setText(tr("Analyse Anyway"));
            m_analyseAnyway->setToolTip(tr("Tick What if: the board is analysed as it stands, "
                                           "with the side to move you choose"));
            sentences << tr("Analyse Anyway (What if) analyses it as it stands, with the side "
                            "to move you choose.");
        }
        m_banner->showMessage(MessageBar::Kind::Error,
            tr("No real game reaches this position, so it has no heatmap"),
            sentences.join(QLatin1Char('\n')));
        m_banner->setAction(offered ? m_analyseAnyway : nullptr); // (a message drops its button)
    }
}

void AnalysisPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange
        || event->type() == QEvent::StyleChange) {
        m_narrow.reset();
        arrangeRows();
    }
    QWidget::changeEvent(event);
}

QString AnalysisPanel::verdict() const
{
    return m_verdict->text();
}

QString AnalysisPanel::rules() const
{
    return m_rules->text();
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

QString AnalysisPanel::gamesAfter() const
{
    return m_gamesAfter->text();
}

QString AnalysisPanel::alikeMoves() const
{
    return m_alikeMoves->text();
}

QStringList AnalysisPanel::alikeMoveTags() const
{
    const std::vector<QString>& tags = m_alikeBoard->tags();
    QStringList list(tags.begin(), tags.end());
    while (list.size() < m_alikeBoard->board().cellCount())
        list << QString();
    return list;
}

QString AnalysisPanel::canonicalForm() const
{
    return m_canonicalForm->text().remove(QChar(0x200B));
}
