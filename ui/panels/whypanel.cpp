// The Why panel: the explanation's words, the sharpness of the move explained, and the proof
// explorer built item by item as it is opened.
#include "panels/whypanel.h"

#include "analysis/currentexplanation.h"
#include "analysis/sharpness.h"
#include "document/positionmodel.h"
#include "words/wording.h"

#include "ttt/review.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>
#include <QSplitter>
#include <QTextBrowser>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <cmath>

namespace {

constexpr int kNodeRole = Qt::UserRole;

QString fromStd(const std::string& text)
{
    return QString::fromStdString(text);
}

} // namespace

WhyPanel::WhyPanel(PositionModel* model, QWidget* parent)
    : QWidget(parent)
    , m_model(model)
    , m_positionButton(new QPushButton(this))
    , m_body(new QTextBrowser(this))
    , m_explorerTitle(new QLabel(this))
    , m_explorer(new QTreeWidget(this))
    , m_splitter(new QSplitter(Qt::Vertical, this))
{
    m_positionButton->setObjectName(QStringLiteral("explainPositionButton"));
    connect(m_positionButton, &QPushButton::clicked, this,
        [this] { m_model->explanation()->setTarget(std::nullopt); });
    // The heading, the argument and the sharpness in one text that wraps and scrolls as one: a
    // short panel never clips the heading, and the words get all of its height they need.
    m_body->setObjectName(QStringLiteral("whyBody"));
    m_body->setOpenLinks(false);
    m_body->setFrameShape(QFrame::NoFrame);
    QFont bold = m_explorerTitle->font();
    bold.setBold(true);
    m_explorerTitle->setFont(bold);
    m_explorer->setObjectName(QStringLiteral("proofExplorer"));
    m_explorer->setColumnCount(2);
    m_explorer->setUniformRowHeights(true);
    m_explorer->header()->setStretchLastSection(true);
    m_explorer->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    // In a short panel the explorer gives its rows to the words, down to its title.
    m_explorer->setMinimumHeight(1);
    connect(m_explorer, &QTreeWidget::itemExpanded, this, &WhyPanel::open);
    connect(m_explorer, &QTreeWidget::currentItemChanged, this,
        [this](QTreeWidgetItem* item) { chosen(item); });

    // The words above, the explorer below, the line between them movable.
    auto* proof = new QWidget(this);
    auto* proofLayout = new QVBoxLayout(proof);
    proofLayout->setContentsMargins(0, 0, 0, 0);
    proofLayout->setSpacing(4);
    auto* title = new QHBoxLayout;
    title->addWidget(m_explorerTitle, 1);
    title->addWidget(m_positionButton);
    proofLayout->addLayout(title);
    proofLayout->addWidget(m_explorer, 1);
    m_splitter->setObjectName(QStringLiteral("whySplitter"));
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(m_body);
    m_splitter->addWidget(proof);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 6);
    layout->addWidget(m_splitter);

    connect(
        m_model->explanation(), &CurrentExplanation::changed, this, &WhyPanel::explanationChanged);
    connect(m_model->sharpness(), &Sharpness::changed, this, &WhyPanel::showText);
    retranslate();
}

QString WhyPanel::text()
{
    if (m_updatePending)
        refreshPanel();
    return m_body->toPlainText();
}

void WhyPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitWords();
}

void WhyPanel::fitWords()
{
    // The words as tall as their text needs, as long as the explorer keeps its title and, in a
    // panel tall enough for both, a few rows; the explorer has the rest.
    const int total = m_splitter->height() - m_splitter->handleWidth();
    if (total <= 0 || !isVisible())
        return;
    const int row = std::max(m_explorer->sizeHintForRow(0), fontMetrics().height() + 2);
    const int title
        = m_positionButton->sizeHint().height() + m_explorer->parentWidget()->layout()->spacing();
    const int rows
        = m_explorer->header()->sizeHint().height() + 3 * row + 2 * m_explorer->frameWidth();
    const bool roomForRows = total >= title + rows + 8 * fontMetrics().lineSpacing();
    const int explorerLeast = title + (roomForRows ? rows : 1);
    m_body->document()->setTextWidth(m_body->viewport()->width());
    const int wanted
        = int(std::ceil(m_body->document()->size().height())) + 2 * m_body->frameWidth() + 2;
    const int words = std::max(std::min(wanted, total - explorerLeast),
        std::min(total - explorerLeast, 4 * fontMetrics().lineSpacing()));
    m_splitter->setSizes({ words, total - words });
}

void WhyPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void WhyPanel::retranslate()
{
    m_positionButton->setText(tr("Explain the Position"));
    m_positionButton->setToolTip(
        tr("Explain the position's result; point at an empty cell to explain that move"));
    m_explorerTitle->setText(tr("Proof explorer"));
    // The second column tells what holds the position each move leads to.
    m_explorer->setHeaderLabels({ tr("Move"), tr("Then held by") });
    m_explorer->setToolTip(tr("Open a position to see the proof's move there, or every reply "
                              "and how it is answered; choose one to see it on the board"));
    refreshPanel();
}

void WhyPanel::explanationChanged()
{
    if (m_updatePending)
        return;
    m_updatePending = true;
    QTimer::singleShot(0, this, [this] {
        if (m_updatePending)
            refreshPanel();
    });
}

void WhyPanel::refreshPanel()
{
    m_updatePending = false;
    const CurrentExplanation& explanation = *m_model->explanation();
    // The explorer's own choices change only the board; its tree stays as it is.
    if (!m_rebuilding && !explanation.explored())
        rebuildExplorer();
    showText();
}

QString WhyPanel::stateText() const
{
    const CurrentExplanation& explanation = *m_model->explanation();
    switch (explanation.state()) {
    case CurrentExplanation::State::Inactive:
    case CurrentExplanation::State::Ready:
        return {};
    case CurrentExplanation::State::Nothing:
        // One wording for every kind: "Nothing to explain", then why.
        switch (explanation.nothingWhy()) {
        case CurrentExplanation::NothingWhy::LineScore:
            return tr("Nothing to explain: line-score results are scores, not the wins and ties "
                      "a proof backs.");
        case CurrentExplanation::NothingWhy::Training:
            return tr("Nothing to explain yet: in training the explanation shows once a move has "
                      "been played here.");
        case CurrentExplanation::NothingWhy::GameOver:
            return tr("Nothing to explain: the game is over, and no move is left.");
        case CurrentExplanation::NothingWhy::NoResult:
            break;
        }
        return tr("Nothing to explain: no game reaches this position, so it has no result (What "
                  "if analyses it anyway).");
    case CurrentExplanation::State::NotProven:
        return tr("Not proven yet: the explanation comes as soon as the search proves this "
                  "result.");
    case CurrentExplanation::State::Proving:
        if (explanation.proofProgress() > 0)
            return tr("Making the proof… %L1 positions so far").arg(explanation.proofProgress());
        return tr("Making the proof…");
    case CurrentExplanation::State::Stopped:
        return tr("The proof was stopped before it was done. Point at the move again once the "
                  "analysis has gone on, or at another move.");
    case CurrentExplanation::State::TooLarge:
        return tr("This proof has more than %L1 positions, too many to explain here. ttt-solve "
                  "analyze --certificate writes it whole, and ttt-check verifies it.")
            .arg(AnalysisService::kExplanationNodeLimit);
    }
    return {};
}

QString WhyPanel::sharpnessText() const
{
    const CurrentExplanation& explanation = *m_model->explanation();
    if (explanation.state() != CurrentExplanation::State::Ready || !explanation.target())
        return {};
    const ttt::Cell cell = *explanation.target();
    if (m_model->sharpness()->isOnlyMove(cell))
        return fromStd(ttt::onlyMoveText());
    if (const std::optional<ttt::Traps> traps = m_model->sharpness()->traps(cell))
        return fromStd(ttt::trapsText(*traps));
    return {};
}

void WhyPanel::showText()
{
    const CurrentExplanation& explanation = *m_model->explanation();
    const bool ready = explanation.state() == CurrentExplanation::State::Ready;
    m_positionButton->setEnabled(explanation.target().has_value());
    const auto paragraph = [](const QString& text, bool bold = false) {
        return bold ? QStringLiteral("<p><b>%1</b></p>").arg(text.toHtmlEscaped())
                    : QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
    };
    QString html;
    if (!ready) {
        html = paragraph(stateText(), true);
    } else {
        // The heading, then a paragraph per step; the groups of replies as a list under the
        // sentence that announces them; how sharp the move is, last.
        // The sides as the board shows them: "x" and "o", or a go board's "Black" and "White".
        const ttt::SideNames sides { Wording::markName(ttt::Mark::X).toStdString(),
            Wording::markName(ttt::Mark::O).toStdString() };
        const std::vector<std::string> lines
            = ttt::explanationText(explanation.explanation(), sides);
        // Under misère every verdict says so, this one too.
        html = paragraph(Wording::underRules(fromStd(lines.front()), m_model->rules()), true)
            + bodyHtml(lines);
        if (const QString sharpness = sharpnessText(); !sharpness.isEmpty())
            html += paragraph(sharpness);
    }
    if (html == m_shownHtml)
        return;
    m_shownHtml = html;
    m_body->setHtml(html);
    fitWords();
}

QString WhyPanel::bodyHtml(const std::vector<std::string>& lines)
{
    QString html;
    bool inList = false;
    for (std::size_t i = 1; i < lines.size(); ++i) {
        const QString line = fromStd(lines[i]);
        const bool item = line.startsWith(QLatin1String("  "));
        if (item && !inList)
            html += QStringLiteral("<ul style=\"margin-top:0px\">");
        if (!item && inList)
            html += QStringLiteral("</ul>");
        inList = item;
        html += item ? QStringLiteral("<li>%1</li>").arg(line.trimmed().toHtmlEscaped())
                     : QStringLiteral("<p>%1</p>").arg(line.toHtmlEscaped());
    }
    if (inList)
        html += QStringLiteral("</ul>");
    return html;
}

void WhyPanel::rebuildExplorer()
{
    m_rebuilding = true;
    m_explorer->clear();
    m_nodes.clear();
    const CurrentExplanation& explanation = *m_model->explanation();
    m_treeProof = explanation.proof();
    // A big board's explanation is read off a threat proof found again, which it keeps to walk.
    m_treeThreats = m_treeProof ? nullptr : explanation.threatProof();
    if (explanation.state() == CurrentExplanation::State::Ready && (m_treeProof || m_treeThreats)) {
        const ttt::Explanation& main = explanation.explanation();
        std::vector<const ttt::Explanation*> claims { &main };
        for (const ttt::Explanation& half : main.alsoHolds)
            claims.push_back(&half);
        for (const ttt::Explanation* claim : claims) {
            if (!claim->start)
                continue;
            Node node { *claim->start, {} };
            if (claim->cell)
                node.moves.emplace_back(*claim->cell, claim->mover);
            // Explained through a move the proof's own may differ from: the position's claim
            // plays that one.
            const std::optional<ttt::ProofPlace> position = !claim->chosenMove ? std::nullopt
                : m_treeProof ? ttt::statementPlace(*m_treeProof, std::nullopt, claim->prover)
                              : claim->threatPosition;
            if (position) {
                node.through = std::pair(*claim->chosenMove, node.place);
                node.place = *position;
            }
            const QString side = Wording::markName(claim->prover);
            const QString text = claim->win
                ? tr("%1 wins", "a claim of the proof; %1 a side").arg(side)
                : tr("%1 holds at least a tie", "a claim of the proof").arg(side);
            // A claim reads across both columns, whatever width its moves leave the first; what
            // holds it is said when it is opened, and in its tooltip.
            QTreeWidgetItem* item = addNode(nullptr, text, std::move(node));
            item->setFirstColumnSpanned(true);
            item->setToolTip(0,
                tr("%1: %2", "a claim of the proof, then what holds it").arg(text, item->text(1)));
        }
    }
    m_rebuilding = false;
}

QTreeWidgetItem* WhyPanel::addNode(QTreeWidgetItem* parent, const QString& move, Node node)
{
    auto* item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(m_explorer);
    item->setText(0, move);
    item->setText(1, ruleTextOf(node.place));
    const ttt::Hold hold = stepOf(node.place).hold;
    const bool leaf = hold == ttt::Hold::Line || hold == ttt::Hold::FullBoard
        || hold == ttt::Hold::Pairing || hold == ttt::Hold::NoLiveLine || hold == ttt::Hold::Mirror;
    item->setChildIndicatorPolicy(
        leaf ? QTreeWidgetItem::DontShowIndicator : QTreeWidgetItem::ShowIndicator);
    node.opened = leaf;
    item->setData(0, kNodeRole, int(m_nodes.size()));
    m_nodes.push_back(std::move(node));
    return item;
}

void WhyPanel::open(QTreeWidgetItem* item)
{
    const int index = item->data(0, kNodeRole).toInt();
    if (m_nodes[std::size_t(index)].opened)
        return;
    m_nodes[std::size_t(index)].opened = true;
    const Node node = m_nodes[std::size_t(index)]; // a copy: adding nodes moves the vector
    const ttt::Geometry& geometry = node.place.board.geometry();
    const ttt::ProofStep step = stepOf(node.place);
    const auto moveText = [&](ttt::Cell cell, ttt::Mark side, std::size_t number) {
        return tr("%1. %2 %3", "a move of the proof: number, side, cell")
            .arg(number)
            .arg(Wording::markName(side), Wording::cellName(geometry, cell));
    };
    const std::size_t number = node.moves.size() + 1;
    if (node.through) {
        const auto& [move, after] = *node.through;
        Node next { after, node.moves };
        next.moves.emplace_back(move, node.place.toMove);
        addNode(item, moveText(move, node.place.toMove, number), std::move(next));
        return;
    }
    if (step.hold == ttt::Hold::Exhaustion) {
        // Misère: the lines the other side must fill, then what keeps the prover safe meanwhile.
        addNode(item,
            tr("%1 never loses here", "misère: the place that shows why; %1 a side")
                .arg(Wording::markName(node.place.prover)),
            Node { *step.next, node.moves });
        return;
    }
    if (step.hold == ttt::Hold::Move || step.hold == ttt::Hold::Monotone) {
        Node next { *step.next, node.moves };
        QString text;
        if (step.hold == ttt::Hold::Move) {
            next.moves.emplace_back(step.move, node.place.toMove);
            text = moveText(step.move, node.place.toMove, number);
        } else {
            QStringList without;
            for (const ttt::Cell cell : step.removed)
                without << Wording::cellName(geometry, cell);
            QStringList with;
            for (const ttt::Cell cell : step.added)
                with << Wording::cellName(geometry, cell);
            const QString comma = QStringLiteral(", ");
            text = with.isEmpty() ? tr("as if without %1", "an extra mark never hurts; %1 cells")
                                        .arg(without.join(comma))
                : without.isEmpty()
                ? tr("as if the other side also had %1", "an extra mark never hurts; %1 cells")
                      .arg(with.join(comma))
                : tr("as if without %1 and the other side also had %2",
                    "an extra mark never hurts; %1 and %2 cells")
                      .arg(without.join(comma), with.join(comma));
        }
        addNode(item, text, std::move(next));
        return;
    }
    for (const ttt::ReplyStep& reply : step.replies) {
        const QString text = moveText(reply.reply, node.place.toMove, number);
        if (reply.next) {
            Node next { *reply.next, node.moves };
            next.moves.emplace_back(reply.reply, node.place.toMove);
            addNode(item, text, std::move(next));
            continue;
        }
        // Answered by a rule: a leaf saying which, that shows the reply (and the answer) on the
        // board over its parent's place.
        Node leaf { node.place, node.moves, true };
        leaf.moves.emplace_back(reply.reply, node.place.toMove);
        QString rule = fromStd(ttt::answerText(reply.answer));
        if (reply.at >= 0 && reply.answer != ttt::Answer::DeadCell) {
            leaf.moves.emplace_back(reply.at, node.place.prover);
            rule = tr("%1: %2 %3", "how a reply is answered: the rule, side, cell")
                       .arg(rule, Wording::markName(node.place.prover),
                           Wording::cellName(geometry, reply.at));
        } else if (reply.at >= 0) {
            rule = tr("%1: as %2", "a dead cell answered as another reply: the rule, cell")
                       .arg(rule, Wording::cellName(geometry, reply.at));
        }
        auto* child = new QTreeWidgetItem(item);
        child->setText(0, text);
        child->setText(1, rule);
        child->setData(0, kNodeRole, int(m_nodes.size()));
        m_nodes.push_back(std::move(leaf));
    }
}

ttt::ProofStep WhyPanel::stepOf(const ttt::ProofPlace& place) const
{
    return m_treeProof ? ttt::stepAt(*m_treeProof, place) : ttt::stepAt(*m_treeThreats, place);
}

QString WhyPanel::ruleTextOf(const ttt::ProofPlace& place) const
{
    return fromStd(m_treeProof ? ttt::placeRuleText(*m_treeProof, place)
                               : ttt::placeRuleText(*m_treeThreats, place));
}

void WhyPanel::chosen(QTreeWidgetItem* item)
{
    if (m_rebuilding)
        return;
    m_rebuilding = true; // the board changes; the tree stays
    if (!item) {
        m_model->explanation()->setExplored(std::nullopt);
    } else {
        const Node& node = m_nodes[std::size_t(item->data(0, kNodeRole).toInt())];
        m_model->explanation()->setExplored(
            CurrentExplanation::Explored { node.place, node.moves });
    }
    m_rebuilding = false;
}
