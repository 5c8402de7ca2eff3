// The document the window edits: the game (its start, the moves played from it with their
// variations, and the place shown), the rules and the first player it is played under, the undo
// stack that records every edit, and the file it was last opened from or saved to.
//
// Every edit a person makes (setCellMark, play, transformBoard, chooseSideToMove,
// promoteVariation, ...) pushes one QUndoCommand; undo and redo put a PositionState back with
// setState(). Playing a move goes on from the place shown (a variation where another move was
// played there before); stepping through the game moves the place without changing the game and
// is not an edit; setting up the board by hand starts a new game from the board as it is then.
// The rules and the first player are preferences, outside the history: a state the history
// brings back is played under the rules and the first player of now.
//
// The document decides no rule of its own: who is to move, whether a move can be played and
// what the position is worth are for PositionModel to say. It emits stateChanged() after every
// change of the game or the place shown, rulesChanged() and firstPlayerChanged() after a change
// of a setting.
//
// The steps that start another document (File › New Board, Open, a session restored) carry the
// file with them: undoing one gives back the file the document had, and whether it was saved.
// So the document keeps its own mark of the undo index its file holds (the stack's clean index
// cannot come back to a file's state once a new board has moved it).
#pragma once

#include "ttt/board.h"
#include "ttt/game.h"
#include "ttt/geometry.h"
#include "ttt/position.h"
#include "ttt/rules.h"

#include <QObject>
#include <QString>

#include <optional>

class QUndoStack;

// What an undo step restores: the game (its start, with the what-if side to move, and its moves)
// and the place in it that is shown. The rules and the first player are preferences, not part
// of the history.
struct PositionState {
    ttt::Game game;
    ttt::GamePath at;
    friend bool operator==(const PositionState&, const PositionState&) = default;
};

class PositionDocument : public QObject {
    Q_OBJECT

public:
    enum class CycleDirection {
        Forward, // empty → x → o → empty
        Backward, // empty → o → x → empty
    };

    explicit PositionDocument(QObject* parent = nullptr);
    ~PositionDocument() override;

    // --- The position -------------------------------------------------------------------
    const PositionState& state() const { return m_state; }
    const ttt::Game& game() const { return m_state.game; }
    // The place shown in the game, and the board there.
    const ttt::GamePath& place() const { return m_state.at; }
    const ttt::Board& board() const { return m_board; }
    ttt::Rules rules() const { return m_rules; }
    ttt::Mark firstPlayer() const { return m_firstPlayer; }
    // The side to move named at the start of the game (what-if), as it alternates to the place
    // shown; nothing when turn parity decides.
    std::optional<ttt::Mark> whatIfSideToMove() const { return m_whatIf; }
    // The position shown, as a file or the clipboard carries a board.
    ttt::Position position() const { return { m_board, m_rules, m_firstPlayer, m_whatIf }; }
    // The game as a record carries it: its start with the document's rules and first player.
    ttt::Game recordedGame() const;

    // Plain setters, outside the history. setBoard() starts a new game from `board`, keeping the
    // what-if side; setWhatIfSideToMove() starts one from the board shown.
    void setState(const PositionState& state);
    void setBoard(const ttt::Board& board);
    void setBoard(const ttt::Board& board, ttt::Rules rules); // the rules taken for that board
    void setWhatIfSideToMove(std::optional<ttt::Mark> side);
    void setRules(ttt::Rules rules);
    void setFirstPlayer(ttt::Mark firstPlayer);

    // --- Edits (one undo step each; each returns whether the position changed) ---------------
    QUndoStack* undoStack() const { return m_undoStack; }

    bool cycleCell(ttt::Cell cell, CycleDirection direction);
    bool setCellMark(ttt::Cell cell, ttt::Mark mark);
    // The edits that may start another document take `file`: the file the document holds after
    // the step (empty: untitled, unmodified), given back by Undo; nothing keeps the file.
    // Empties the board, keeping its size and k.
    bool clearBoard(const std::optional<QString>& file = std::nullopt);
    // An empty board of `geometry` (a new size or k).
    bool changeBoard(
        const ttt::Geometry& geometry, const std::optional<QString>& file = std::nullopt);
    // Replaces the board (paste, open, drop) and drops any what-if side; `description` names
    // the step in the history ("Paste board").
    bool replaceBoard(const ttt::Board& board, const QString& description);
    // Replaces the whole position a text carries: the rules and the first player (preferences)
    // and then the board with its what-if side, as one step.
    bool replacePosition(const ttt::Position& position, const QString& description,
        const std::optional<QString>& file = std::nullopt);
    // Replaces the whole game: the rules and the first player as it says, then the game, shown
    // at its start, as one step.
    bool replaceGame(const ttt::Game& game, const QString& description,
        const std::optional<QString>& file = std::nullopt);
    // Moves the marks by symmetry `symmetry` (a ttt::Symmetry the board has); the what-if side
    // stays.
    bool transformBoard(ttt::Symmetry symmetry);
    // Names the side to move explicitly (what-if), or with nothing goes back to the counts.
    bool chooseSideToMove(std::optional<ttt::Mark> side);
    // `mover` plays `cell` from the place shown, and then the other side plays `reply` if one is
    // given, as one step. Where the game cannot go on from the place shown as it is (a start
    // whose counts do not say whose turn it is, as line-score allows), the board shown starts a
    // game with `mover` named to move. With `awaitsReply`, the reply that playReply() pushes
    // later joins this step, so one undo takes back both.
    bool play(ttt::Cell cell, ttt::Mark mover, std::optional<ttt::Cell> reply = std::nullopt,
        bool awaitsReply = false);
    // `replier` (the side to move) plays `cell` from the place shown, joined to the step before
    // if that move awaits it. False when the game cannot go on with `cell`.
    bool playReply(ttt::Cell cell, ttt::Mark replier);
    // Makes the variation that leads to `path` the line at its branch point; removes the move
    // that leads to `path` and all after it. False when nothing changes.
    bool promoteVariation(const ttt::GamePath& path);
    bool deleteMove(const ttt::GamePath& path);

    // --- Moving through the game (not edits) --------------------------------------------
    // Shows another place of the game. False if `path` is not in it or is the place shown.
    bool goTo(const ttt::GamePath& path);
    // One move back or on along the line through the place shown; the start; the end of that
    // line. False when there is nowhere to go.
    bool stepBack();
    bool stepForward();
    bool goToStart();
    bool goToEnd();

    // --- The file -----------------------------------------------------------------------
    // The file the document was last opened from or saved to (an absolute path); empty for a
    // new board.
    QString currentFile() const { return m_currentFile; }
    // The document now holds what the file at `path` holds: it was opened from it or saved to
    // it (empty: a new board, never saved). It becomes the current file, and the document is
    // unmodified from here. Not a step: Undo does not give back the file before (see the edits
    // that take a file for that).
    void setCurrentFile(const QString& path);
    // Whether there are edits since the document was opened, saved or made new.
    bool isModified() const;
    // Modified until saved, with no step of its history unmodified: what a restored session
    // holds that its file does not.
    void markModified();

    // What a step that starts another document gives back with its state (the command's
    // business): the file, the undo index at which the document holds it (-1: none), and the
    // settings the document was played under.
    struct DocumentMark {
        QString path;
        int savedIndex = -1;
        ttt::Rules rules = ttt::Rules::Classic;
        ttt::Mark firstPlayer = ttt::Mark::X;
    };
    DocumentMark documentMark() const
    {
        return { m_currentFile, m_savedIndex, m_rules, m_firstPlayer };
    }
    void restoreDocument(const PositionState& state, const DocumentMark& mark);

    // A new, untitled game from the empty board of the size shown with `firstPlayer` to start,
    // as one step that Undo takes back with the file and the settings before.
    bool newGame(ttt::Mark firstPlayer, const QString& description);

signals:
    // The game or the place shown changed.
    void stateChanged();
    // The file changed (opened, saved, a new document, or a step that starts one undone).
    void currentFileChanged();
    // The document became modified or unmodified.
    void modifiedChanged(bool modified);
    // A setting changed (the game may have been adjusted to it too).
    void rulesChanged();
    void firstPlayerChanged();

private:
    // A state with a new game from `board` (edits by hand), its start with `whatIf` to move.
    PositionState freshGame(const ttt::Board& board, std::optional<ttt::Mark> whatIf) const;
    // The game from a start with other settings (rules, first player), moves kept where they
    // can be; alignSettings() does it for the document's own, and says whether the rules fell
    // back to classic (renju on a board that is not renju's).
    void restart(ttt::Position start);
    bool alignSettings();
    // setRules() for a position of `next`'s board about to replace the one shown; true when
    // the rules were taken without a rulesChanged() (renju, which the board shown does not fit):
    // the caller says it once the new board is shown.
    bool takeRulesFor(ttt::Rules rules, const ttt::Geometry& next);
    // The board and the what-if side at the place shown, after any change.
    void refresh();
    // One undo step from the state now to `after`; false (and nothing pushed) if they are the
    // same.
    bool pushEdit(const PositionState& after, const QString& description, int kind = 0,
        const std::optional<QString>& file = std::nullopt);
    // A step that starts another document: from `before` (the state and the document's mark
    // before any setting changed) to `after` with `file` and the settings of its start.
    bool pushDocument(const PositionState& before, const DocumentMark& mark,
        const PositionState& after, const QString& description, const QString& file);
    // Emits modifiedChanged() when isModified() is no longer what it said last.
    void updateModified();

    PositionState m_state;
    ttt::Board m_board; // the board at m_state.at
    std::optional<ttt::Mark> m_whatIf;
    ttt::Rules m_rules = ttt::Rules::Classic;
    ttt::Mark m_firstPlayer = ttt::Mark::X;
    QString m_currentFile;
    // The undo stack's index at which the document holds what its file holds (untitled: the
    // new board it started as); -1 when no index does.
    int m_savedIndex = 0;
    bool m_modified = false; // as modifiedChanged() said last
    bool m_fileChangePending = false; // a step took another file: said with the index's move
    QUndoStack* m_undoStack = nullptr;
};
