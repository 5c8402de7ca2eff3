// The move list: items built from the game, grades filled in as the positions are proven.
#include "panels/movelist.h"

#include "document/positionmodel.h"
#include "words/wording.h"

#include "ttt/review.h"

#include <QContextMenuEvent>
#include <QEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QMenu>

namespace {

constexpr int kPathRole = Qt::UserRole;

QVariant pathData(const ttt::GamePath& path)
{
    QList<QVariant> list;
    for (const int index : path)
        list << index;
    return list;
}

ttt::GamePath pathOf(const QTreeWidgetItem* item)
{
    ttt::GamePath path;
    for (const QVariant& index : item->data(0, kPathRole).toList())
        path.push_back(index.toInt());
    return path;
}

} // namespace

MoveList::MoveList(PositionModel* model, QWidget* parent)
    : QTreeWidget(parent)
    , m_model(model)
{
    setColumnCount(2);
    setHeaderLabels({ tr("Move"), tr("Grade") });
    header()->setStretchLastSection(true);
    header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    setRootIsDecorated(false);
    setIndentation(16);
    setUniformRowHeights(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setAccessibleName(tr("Moves"));
    setToolTip(tr("The moves of the game with their grades; click one to see the position after "
                  "it. ←/→ step through the line, Home/End jump to its start and end."));

    connect(m_model, &PositionModel::positionChanged, this, [this] {
        if (!(m_model->game() == m_shown))
            rebuild();
        follow();
    });
    connect(m_model, &PositionModel::reviewChanged, this, &MoveList::refreshGrades);
    connect(m_model, &PositionModel::analysisChanged, this, &MoveList::refreshGrades);
    connect(m_model, &PositionModel::rulesChanged, this, &MoveList::refreshGrades);
    connect(this, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (item && !m_following)
            m_model->goTo(pathOf(item));
    });
    rebuild();
    follow();
}

void MoveList::setContextActions(const QList<QAction*>& actions)
{
    m_contextActions = actions;
}

QTreeWidgetItem* MoveList::itemOf(const ttt::GamePath& path) const
{
    const QVariant wanted = pathData(path);
    for (QTreeWidgetItemIterator it(const_cast<MoveList*>(this)); *it; ++it) {
        if ((*it)->data(0, kPathRole) == wanted)
            return *it;
    }
    return nullptr;
}

QTreeWidgetItem* MoveList::addMove(QTreeWidgetItem* parent, const ttt::GamePath& path)
{
    auto* item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(this);
    // A move the record comments on is marked; the comment is in its tooltip (refreshGrades).
    const QString label = Wording::moveLabel(m_model->game(), path);
    item->setText(0,
        m_model->game().commentAt(path).empty()
            ? label
            : tr("%1 ✎", "a move with a comment: the move, then a pencil").arg(label));
    item->setData(0, kPathRole, pathData(path));
    return item;
}

void MoveList::addLine(QTreeWidgetItem* parent, const ttt::GamePath& at, int index)
{
    // The line's moves under `parent` (top level for the game's line), the first one being
    // move `index` at `at`; for a variation, its later moves go under its first one.
    const ttt::Game& game = m_model->game();
    ttt::GamePath place = at;
    QTreeWidgetItem* under = parent;
    bool first = true;
    while (index < int(game.movesAfter(place).size())) {
        ttt::GamePath path = place;
        path.push_back(index);
        QTreeWidgetItem* item = addMove(under, path);
        if (first && parent) {
            under = item; // the variation's further moves beneath its first
            item->setExpanded(true);
        }
        first = false;
        // The variations that replace this move (only a line's own moves have them here: a
        // variation's first move is one of them).
        if (index == 0) {
            for (int other = 1; other < int(game.movesAfter(place).size()); ++other)
                addLine(item, place, other);
            item->setExpanded(true);
        }
        place = path;
        index = 0;
    }
}

void MoveList::rebuild()
{
    m_following = true;
    clear();
    m_shown = m_model->game();
    auto* start = new QTreeWidgetItem(this);
    start->setText(0, tr("Start"));
    start->setData(0, kPathRole, pathData({}));
    start->setToolTip(0, withComment(tr("The position the game starts from"), {}));
    addLine(nullptr, {}, 0);
    m_following = false;
    refreshGrades();
}

void MoveList::refreshGrades()
{
    const ttt::Rules rules = m_model->rules();
    const ttt::Game& game = m_model->game();
    for (QTreeWidgetItemIterator it(this); *it; ++it) {
        QTreeWidgetItem* item = *it;
        const ttt::GamePath path = pathOf(item);
        if (path.empty() || !game.contains(path))
            continue;
        const ttt::GamePath before(path.begin(), path.end() - 1);
        if (m_model->isAfterTheEnd(path)) {
            item->setText(
                1, tr("after the end", "no grade: a forbidden move before lost the game"));
            item->setToolTip(1,
                tr("Not graded: a forbidden move before it lost the game (the record goes on, "
                   "as when nobody points such a move out)"));
            item->setToolTip(0, withComment(item->toolTip(1), path));
            continue;
        }
        if (const std::optional<ttt::RenjuJudgement> forbidden = m_model->forbiddenMoveAt(path)) {
            const ttt::Geometry& geometry = game.start().board.geometry();
            item->setText(1, tr("forbidden", "the grade of a move its side may not play (renju)"));
            const QString sentence = (rules == ttt::Rules::Omok
                    ? tr("%1 may not play %2 under omok (%3): %1 loses the game here.",
                        "%1 is the side's name (Black, or x on tiles); %3 says why: double "
                        "three: the lines …")
                    : tr("%1 may not play %2 under renju (%3): %1 loses the game here.",
                        "%1 is black's name (Black, or x on tiles); %3 says why: double "
                        "three: the lines …"))
                                         .arg(Wording::markName(game.sideToMoveAt(before)),
                                             Wording::cellName(geometry, game.moveAt(path).cell),
                                             Wording::forbiddenShape(geometry, *forbidden));
            item->setToolTip(0, withComment(sentence, path));
            item->setToolTip(1, sentence);
            continue;
        }
        const std::optional<ttt::MoveGrade> grade = m_model->gradeAt(path);
        if (!grade) {
            if (m_model->analysisAt(before)) {
                // A big board's search has ended, and nothing it proved grades the move.
                item->setText(1, tr("–", "no grade: nothing proven about the move"));
                item->setToolTip(1,
                    tr("Not graded: the search proved no forced win before this move and no loss "
                       "by it"));
            } else {
                item->setText(1, tr("…", "a grade not proven yet"));
                item->setToolTip(1, tr("Not graded yet: the position before it is not proven"));
            }
            item->setToolTip(0, withComment(item->toolTip(1), path));
            continue;
        }
        // A symbol and a word; points given away are their own symbol.
        const bool points = rules == ttt::Rules::LineScore && grade->pointsLost > 0;
        QString text = points
            ? Wording::gradeWord(*grade, rules)
            : tr("%1 %2", "symbol, word")
                  .arg(Wording::gradeSymbol(*grade, rules), Wording::gradeWord(*grade, rules));
        // Found the one move that kept the result: what makes a position sharp (a position
        // with one empty cell left is not).
        const std::optional<ttt::Analysis> analysis = m_model->analysisAt(before);
        const bool onlyMove = grade->movesKeeping == 1 && analysis && analysis->moves.size() > 1;
        if (onlyMove && grade->grade == ttt::Grade::Best)
            text = tr("%1, %2", "a grade, then 'only move!'")
                       .arg(text, QString::fromStdString(ttt::onlyMoveText()));
        item->setText(1, text);
        QString sentence = analysis
            ? Wording::gradeExplanation(game.start().board.geometry(), game.moveAt(path).cell,
                game.sideToMoveAt(before), *grade, *analysis, rules)
            : QString();
        if (onlyMove && !sentence.isEmpty())
            sentence = tr("%1. %2", "a grade's sentence, then the only-move note")
                           .arg(sentence, Wording::onlyMoveNote(grade->best.outcome));
        item->setToolTip(0, withComment(sentence, path));
        item->setToolTip(1, sentence);
    }
}

QString MoveList::withComment(const QString& text, const ttt::GamePath& path) const
{
    const std::string& comment = m_model->game().commentAt(path);
    if (comment.empty())
        return text;
    const QString quoted
        = tr("“%1”", "a comment of the game record, quoted").arg(QString::fromStdString(comment));
    return text.isEmpty() ? quoted : text + QStringLiteral("\n\n") + quoted;
}

void MoveList::follow()
{
    QTreeWidgetItem* item = itemOf(m_model->place());
    if (!item || item == currentItem())
        return;
    m_following = true;
    setCurrentItem(item);
    scrollToItem(item);
    m_following = false;
}

void MoveList::keyPressEvent(QKeyEvent* event)
{
    if (event->modifiers() == Qt::NoModifier) {
        switch (event->key()) {
        case Qt::Key_Left:
            m_model->stepBack();
            event->accept();
            return;
        case Qt::Key_Right:
            m_model->stepForward();
            event->accept();
            return;
        case Qt::Key_Home:
            m_model->goToStart();
            event->accept();
            return;
        case Qt::Key_End:
            m_model->goToEnd();
            event->accept();
            return;
        default:
            break;
        }
    }
    QTreeWidget::keyPressEvent(event);
}

void MoveList::contextMenuEvent(QContextMenuEvent* event)
{
    if (m_contextActions.isEmpty())
        return;
    if (QTreeWidgetItem* item = itemAt(viewport()->mapFrom(this, event->pos())))
        setCurrentItem(item); // the actions act on the place shown
    QMenu::exec(m_contextActions, event->globalPos(), nullptr, this);
}

void MoveList::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        setHeaderLabels({ tr("Move"), tr("Grade") });
        rebuild();
        follow();
    }
    QTreeWidget::changeEvent(event);
}
