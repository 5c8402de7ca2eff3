// The document: the game and the place shown, the settings it is played under, the undo steps
// that edit it, and its file.
//
// The names of the steps in the history are translated in the context of PositionModel, the
// object the window talks to, where the translations have always had them.
#include "document/positiondocument.h"

#include "words/wording.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QUndoCommand>
#include <QUndoStack>

#include <algorithm>
#include <cassert>
#include <utility>

namespace {

// One undo step: the state before and after an edit. A move whose perfect reply waits for a
// search takes the reply into its own step when it comes (mergeWith), so one undo takes back
// both, as on a board that is answered at once.
class PositionCommand : public QUndoCommand {
public:
    enum Kind {
        Plain = 0,
        AwaitsReply = 1, // a move whose reply is pending
        Reply = 2, // that reply
    };

    // A step that starts another document gives back, undone, the document before it: its
    // file and settings too (`documents`: before and after).
    PositionCommand(PositionDocument* document, PositionState before, PositionState after,
        const QString& text, int kind,
        std::optional<std::pair<PositionDocument::DocumentMark, PositionDocument::DocumentMark>>
            documents
        = std::nullopt)
        : QUndoCommand(text)
        , m_document(document)
        , m_before(std::move(before))
        , m_after(std::move(after))
        , m_kind(kind)
        , m_documents(std::move(documents))
    { }

    void undo() override
    {
        if (m_documents)
            m_document->restoreDocument(m_before, m_documents->first);
        else
            m_document->setState(m_before);
    }
    void redo() override
    {
        if (m_documents)
            m_document->restoreDocument(m_after, m_documents->second);
        else
            m_document->setState(m_after);
    }

    int id() const override { return m_kind == Plain ? -1 : 1; }
    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* reply = static_cast<const PositionCommand*>(other);
        if (m_kind != AwaitsReply || reply->m_kind != Reply || reply->m_before != m_after)
            return false;
        m_after = reply->m_after;
        setText(reply->text());
        m_kind = Plain;
        return true;
    }

private:
    PositionDocument* m_document;
    PositionState m_before;
    PositionState m_after;
    int m_kind;
    std::optional<std::pair<PositionDocument::DocumentMark, PositionDocument::DocumentMark>>
        m_documents;
};

} // namespace

PositionDocument::PositionDocument(QObject* parent)
    : QObject(parent)
    , m_undoStack(new QUndoStack(this))
{
    connect(m_undoStack, &QUndoStack::indexChanged, this, &PositionDocument::updateModified);
    refresh();
}

PositionDocument::~PositionDocument() = default;

// --- State and settings -------------------------------------------------------------------

PositionState PositionDocument::freshGame(
    const ttt::Board& board, std::optional<ttt::Mark> whatIf) const
{
    return { ttt::Game(ttt::Position { board, m_rules, m_firstPlayer, whatIf }), {} };
}

void PositionDocument::refresh()
{
    const ttt::Game& game = m_state.game;
    m_board = game.boardAt(m_state.at);
    // A side named at the start goes on alternating, as in the game.
    m_whatIf = game.start().toMove ? std::optional(game.sideToMoveAt(m_state.at)) : std::nullopt;
}

bool PositionDocument::alignSettings()
{
    const ttt::Position& start = m_state.game.start();
    // Renju and omok are five in a row on a big board; on any other the rules fall back to
    // classic (free-style, without forbidden moves).
    const ttt::Geometry& geometry = start.board.geometry();
    const bool fellBack
        = !ttt::rulesFit(m_rules, geometry.columns(), geometry.rows(), geometry.k());
    if (fellBack)
        m_rules = ttt::Rules::Classic;
    if (start.rules == m_rules && start.firstPlayer == m_firstPlayer)
        return fellBack;
    ttt::Position aligned = start;
    aligned.rules = m_rules;
    aligned.firstPlayer = m_firstPlayer;
    restart(std::move(aligned));
    return fellBack;
}

void PositionDocument::restart(ttt::Position start)
{
    const ttt::Game& game = m_state.game;
    if (!game.hasMoves()) {
        m_state.game = ttt::Game(std::move(start));
        return;
    }
    // The moves keep their sides: where the new settings would give the first move to the other
    // side, the start names its side (what-if).
    const std::optional<ttt::Mark> first
        = start.toMove ? start.toMove : ttt::sideToMove(start.board, start.firstPlayer);
    if (first != game.firstMover())
        start.toMove = game.firstMover();
    if (ttt::Game::canStartFrom(start)) {
        m_state.game = game.withStart(std::move(start));
        return;
    }
    // The board shown, as a new start.
    const ttt::Board shown = game.boardAt(m_state.at);
    const std::optional<ttt::Mark> whatIf
        = game.start().toMove ? std::optional(game.sideToMoveAt(m_state.at)) : std::nullopt;
    m_state = freshGame(shown, whatIf);
}

void PositionDocument::setState(const PositionState& state)
{
    if (state == m_state)
        return;
    m_state = state;
    // A state from the history may carry rules or a first player changed since: the document's
    // settings hold.
    const bool rulesFellBack = alignSettings();
    refresh();
    emit stateChanged();
    if (rulesFellBack)
        emit rulesChanged();
}

void PositionDocument::setBoard(const ttt::Board& board)
{
    setState(freshGame(board, m_whatIf));
}

void PositionDocument::setBoard(const ttt::Board& board, ttt::Rules rules)
{
    const bool rulesAfter = takeRulesFor(rules, board.geometry());
    setBoard(board);
    if (rulesAfter)
        emit rulesChanged();
}

void PositionDocument::setWhatIfSideToMove(std::optional<ttt::Mark> side)
{
    assert(side != ttt::Mark::Empty);
    setState(freshGame(m_board, side));
}

void PositionDocument::setRules(ttt::Rules rules)
{
    if (rules == m_rules)
        return;
    m_rules = rules;
    alignSettings();
    refresh();
    emit rulesChanged();
}

void PositionDocument::setFirstPlayer(ttt::Mark firstPlayer)
{
    assert(firstPlayer != ttt::Mark::Empty);
    if (firstPlayer == m_firstPlayer)
        return;
    m_firstPlayer = firstPlayer;
    const bool rulesFellBack = alignSettings();
    refresh();
    emit firstPlayerChanged();
    if (rulesFellBack)
        emit rulesChanged();
}

ttt::Game PositionDocument::recordedGame() const
{
    ttt::Position start = m_state.game.start();
    start.rules = m_rules;
    start.firstPlayer = m_firstPlayer;
    return m_state.game.withStart(std::move(start));
}

// --- Edits --------------------------------------------------------------------------------

bool PositionDocument::pushEdit(const PositionState& after, const QString& description, int kind,
    const std::optional<QString>& file)
{
    if (file)
        return pushDocument(m_state, documentMark(), after, description, *file);
    if (after == m_state)
        return false;
    const int index = m_undoStack->index();
    // The steps undone are dropped by the push: a file held at one of them is held nowhere.
    if (m_savedIndex > index)
        m_savedIndex = -1;
    m_undoStack->push(new PositionCommand(this, m_state, after, description, kind));
    // A reply merged into the step before changes the state at its index: not what was saved.
    if (m_undoStack->index() == index && m_savedIndex == index)
        m_savedIndex = -1;
    updateModified();
    return true;
}

bool PositionDocument::pushDocument(const PositionState& before, const DocumentMark& mark,
    const PositionState& after, const QString& description, const QString& file)
{
    DocumentMark next { file.isEmpty() ? QString() : QFileInfo(file).absoluteFilePath(), 0,
        after.game.start().rules, after.game.start().firstPlayer };
    if (after == before && next.rules == mark.rules && next.firstPlayer == mark.firstPlayer)
        return false;
    const int index = m_undoStack->index();
    DocumentMark previous = mark;
    if (previous.savedIndex > index)
        previous.savedIndex = -1;
    next.savedIndex = index + 1;
    // The push does the step (redo()), and with it takes the file and the settings.
    m_undoStack->push(new PositionCommand(
        this, before, after, description, PositionCommand::Plain, std::pair { previous, next }));
    updateModified();
    return true;
}

bool PositionDocument::cycleCell(ttt::Cell cell, CycleDirection direction)
{
    assert(m_board.geometry().isValidCell(cell));
    using ttt::Mark;
    const Mark now = m_board.at(cell);
    Mark next = Mark::Empty;
    if (direction == CycleDirection::Forward)
        next = now == Mark::Empty ? Mark::X : now == Mark::X ? Mark::O : Mark::Empty;
    else
        next = now == Mark::Empty ? Mark::O : now == Mark::O ? Mark::X : Mark::Empty;
    return setCellMark(cell, next);
}

bool PositionDocument::setCellMark(ttt::Cell cell, ttt::Mark mark)
{
    const ttt::Geometry& geometry = m_board.geometry();
    assert(geometry.isValidCell(cell));
    const QString description = mark == ttt::Mark::Empty
        ? QCoreApplication::translate("PositionModel", "Clear %1")
              .arg(Wording::cellName(geometry, cell))
        : QCoreApplication::translate("PositionModel", "Put %1 on %2")
              .arg(Wording::markName(mark), Wording::cellName(geometry, cell));
    return pushEdit(freshGame(m_board.with(cell, mark), m_whatIf), description);
}

bool PositionDocument::clearBoard(const std::optional<QString>& file)
{
    return pushEdit(freshGame(ttt::Board(m_board.geometry()), std::nullopt),
        QCoreApplication::translate("PositionModel", "Clear the board"), PositionCommand::Plain,
        file);
}

bool PositionDocument::changeBoard(
    const ttt::Geometry& geometry, const std::optional<QString>& file)
{
    return pushEdit(freshGame(ttt::Board(geometry), std::nullopt),
        QCoreApplication::translate("PositionModel", "New %1 board, %2")
            .arg(Wording::sizeName(geometry), Wording::inARow(geometry.k())),
        PositionCommand::Plain, file);
}

bool PositionDocument::replaceBoard(const ttt::Board& board, const QString& description)
{
    return pushEdit(freshGame(board, std::nullopt), description);
}

bool PositionDocument::replacePosition(
    const ttt::Position& position, const QString& description, const std::optional<QString>& file)
{
    const PositionState before = m_state;
    const DocumentMark mark = documentMark();
    setFirstPlayer(position.firstPlayer);
    const bool renjuAfter = takeRulesFor(position.rules, position.board.geometry());
    const bool pushed = file
        ? pushDocument(before, mark, freshGame(position.board, position.toMove), description, *file)
        : pushEdit(freshGame(position.board, position.toMove), description);
    if (renjuAfter)
        emit rulesChanged();
    return pushed;
}

bool PositionDocument::takeRulesFor(ttt::Rules rules, const ttt::Geometry& next)
{
    // Renju or omok on a board they are not played on fall back to classic (alignSettings()):
    // the rules of a new board are taken for that board, before it replaces the one shown.
    const ttt::Geometry& shown = m_state.game.start().board.geometry();
    if (rules != m_rules && ttt::forbidsMoves(rules)
        && !ttt::rulesFit(rules, shown.columns(), shown.rows(), shown.k())
        && ttt::rulesFit(rules, next.columns(), next.rows(), next.k())) {
        m_rules = rules;
        return true;
    }
    setRules(rules);
    return false;
}

bool PositionDocument::replaceGame(
    const ttt::Game& game, const QString& description, const std::optional<QString>& file)
{
    const PositionState before = m_state;
    const DocumentMark mark = documentMark();
    setFirstPlayer(game.start().firstPlayer);
    const bool renjuAfter = takeRulesFor(game.start().rules, game.start().board.geometry());
    const bool pushed = file ? pushDocument(before, mark, { game, {} }, description, *file)
                             : pushEdit({ game, {} }, description);
    if (renjuAfter)
        emit rulesChanged();
    return pushed;
}

bool PositionDocument::newGame(ttt::Mark firstPlayer, const QString& description)
{
    assert(firstPlayer != ttt::Mark::Empty);
    const PositionState before = m_state;
    const DocumentMark mark = documentMark();
    const ttt::Position start { ttt::Board(m_board.geometry()), m_rules, firstPlayer, {} };
    return pushDocument(before, mark, { ttt::Game(start), {} }, description, {});
}

bool PositionDocument::transformBoard(ttt::Symmetry symmetry)
{
    assert(m_board.geometry().hasSymmetry(symmetry));
    return pushEdit(
        freshGame(m_board.transformed(symmetry), m_whatIf), Wording::symmetryEdit(symmetry));
}

bool PositionDocument::chooseSideToMove(std::optional<ttt::Mark> side)
{
    assert(side != ttt::Mark::Empty);
    const QString description = side
        ? QCoreApplication::translate("PositionModel", "What if %1 is to move")
              .arg(Wording::markName(*side))
        : QCoreApplication::translate("PositionModel", "Side to move by the counts");
    return pushEdit(freshGame(m_board, side), description);
}

bool PositionDocument::play(
    ttt::Cell cell, ttt::Mark mover, std::optional<ttt::Cell> reply, bool awaitsReply)
{
    PositionState after = m_state;
    if (!after.game.canPlay(after.at, cell) || after.game.sideToMoveAt(after.at) != mover) {
        // The game cannot go on from here as it is (a start whose counts do not say whose turn
        // it is, as line-score allows): the board shown starts a game with its side named.
        after = freshGame(m_board, mover);
    }
    after.at = after.game.play(after.at, cell);
    const ttt::Geometry& geometry = m_board.geometry();
    QString description = QCoreApplication::translate("PositionModel", "%1 plays %2")
                              .arg(Wording::markName(mover), Wording::cellName(geometry, cell));
    if (reply) {
        after.at = after.game.play(after.at, *reply);
        description
            = QCoreApplication::translate("PositionModel", "%1 plays %2, %3 replies %4")
                  .arg(Wording::markName(mover), Wording::cellName(geometry, cell),
                      Wording::markName(ttt::other(mover)), Wording::cellName(geometry, *reply));
    }
    return pushEdit(
        after, description, awaitsReply ? PositionCommand::AwaitsReply : PositionCommand::Plain);
}

bool PositionDocument::playReply(ttt::Cell cell, ttt::Mark replier)
{
    PositionState after = m_state;
    if (!after.game.canPlay(after.at, cell))
        return false;
    after.at = after.game.play(after.at, cell);
    // The step's name covers the move before the reply too: the two become one step.
    const QString previous = m_undoStack->text(m_undoStack->index() - 1);
    const QString description = QCoreApplication::translate("PositionModel", "%1, %2 replies %3")
                                    .arg(previous, Wording::markName(replier),
                                        Wording::cellName(m_board.geometry(), cell));
    return pushEdit(after, description, PositionCommand::Reply);
}

bool PositionDocument::promoteVariation(const ttt::GamePath& path)
{
    if (path.empty() || !m_state.game.contains(path))
        return false;
    PositionState after = m_state;
    const ttt::GamePath promoted = after.game.promote(path);
    if (promoted == path)
        return false; // on the line already
    // The place shown moves with the branch it is on: the promoted move goes to the front of
    // its siblings, and those before it one place on.
    std::size_t step = 0;
    while (step < path.size() && promoted[step] == path[step])
        ++step;
    ttt::GamePath& at = after.at;
    if (at.size() > step
        && std::equal(path.begin(), path.begin() + std::ptrdiff_t(step), at.begin())) {
        if (at[step] == path[step])
            at[step] = 0;
        else if (at[step] < path[step])
            ++at[step];
    }
    const ttt::Geometry& geometry = m_board.geometry();
    return pushEdit(after,
        QCoreApplication::translate("PositionModel", "Make %1 the main line")
            .arg(Wording::cellName(geometry, m_state.game.moveAt(path).cell)));
}

bool PositionDocument::deleteMove(const ttt::GamePath& path)
{
    if (path.empty() || !m_state.game.contains(path))
        return false;
    PositionState after = m_state;
    after.game.remove(path);
    // The place shown leaves the removed branch for the place before it; a later sibling's
    // place moves up one.
    ttt::GamePath& at = after.at;
    const std::size_t last = path.size() - 1;
    if (at.size() > last
        && std::equal(path.begin(), path.begin() + std::ptrdiff_t(last), at.begin())) {
        if (at[last] == path[last])
            at.resize(last);
        else if (at[last] > path[last])
            --at[last];
    }
    const ttt::Geometry& geometry = m_board.geometry();
    return pushEdit(after,
        QCoreApplication::translate("PositionModel", "Delete %1 and the moves after it")
            .arg(Wording::cellName(geometry, m_state.game.moveAt(path).cell)));
}

// --- Moving through the game --------------------------------------------------------------

bool PositionDocument::goTo(const ttt::GamePath& path)
{
    if (path == m_state.at || !m_state.game.contains(path))
        return false;
    PositionState state = m_state;
    state.at = path;
    setState(state);
    return true;
}

bool PositionDocument::stepBack()
{
    if (m_state.at.empty())
        return false;
    return goTo(ttt::GamePath(m_state.at.begin(), m_state.at.end() - 1));
}

bool PositionDocument::stepForward()
{
    if (m_state.game.movesAfter(m_state.at).empty())
        return false;
    ttt::GamePath next = m_state.at;
    next.push_back(0);
    return goTo(next);
}

bool PositionDocument::goToStart()
{
    return goTo({});
}

bool PositionDocument::goToEnd()
{
    return goTo(m_state.game.lineThrough(m_state.at));
}

// --- The file -----------------------------------------------------------------------------

void PositionDocument::setCurrentFile(const QString& path)
{
    const QString before = m_currentFile;
    m_currentFile = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    m_savedIndex = m_undoStack->index();
    updateModified();
    if (m_currentFile != before)
        emit currentFileChanged();
}

bool PositionDocument::isModified() const
{
    return m_undoStack->index() != m_savedIndex;
}

void PositionDocument::markModified()
{
    m_savedIndex = -1;
    updateModified();
}

void PositionDocument::restoreDocument(const PositionState& state, const DocumentMark& mark)
{
    // Called by a step as it is done, undone or redone, before the stack's index moves:
    // modifiedChanged() follows with the index. The state was made under the settings given.
    const bool renamed = mark.path != m_currentFile;
    bool rulesChange = mark.rules != m_rules;
    const bool firstChange = mark.firstPlayer != m_firstPlayer;
    m_currentFile = mark.path;
    m_savedIndex = mark.savedIndex;
    m_rules = mark.rules;
    m_firstPlayer = mark.firstPlayer;
    m_state = state;
    rulesChange = alignSettings() || rulesChange;
    refresh();
    emit stateChanged();
    if (rulesChange)
        emit rulesChanged();
    if (firstChange)
        emit firstPlayerChanged();
    // Said once the stack's index has moved too: whether the document is modified depends on it.
    m_fileChangePending = m_fileChangePending || renamed;
}

void PositionDocument::updateModified()
{
    if (std::exchange(m_fileChangePending, false))
        emit currentFileChanged();
    if (isModified() == m_modified)
        return;
    m_modified = isModified();
    emit modifiedChanged(m_modified);
}
