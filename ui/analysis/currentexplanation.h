// The explanation the Why panel and the board show: of the position shown, or of one of its
// moves (the target), built from a proof (ttt/explain.h) that the AnalysisService keeps in
// memory.
//
// While it is active (the Why panel is shown), it makes sure the proof it needs exists: once the
// target's result is proven it asks the service for the proof of what the analysis has proven so
// far (every result at once on boards of up to 49 cells, so that pointing at another cell needs
// no new proof; only the target's beyond, where proofs are far larger). A search that has run for
// a while (kPatience) is paused for it and goes on afterwards, so a board being searched explains
// what is proven so far; a younger one is left to finish, as most do within that time, and the
// proof of everything follows it.
// The explanation itself is a walk of a few nodes of the proof, quick enough to follow the
// pointer.
//
// The proof explorer (WhyPanel) can choose a place of the proof to show on the board instead
// (setExplored()); marks() is what the board draws either way.
#pragma once

#include "analysis/analysisservice.h"
#include "board/explanationmarks.h"

#include "ttt/explain.h"

#include <QElapsedTimer>
#include <QObject>

#include <map>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

class PositionModel;
class QTimer;

class CurrentExplanation : public QObject {
    Q_OBJECT

public:
    enum class State {
        Inactive, // the Why panel is not shown
        Nothing, // nothing to explain: no game in progress to analyse, or line-score
        NotProven, // the target's result is not proven yet
        Proving, // its proof is being made
        TooLarge, // its proof has more positions than the window keeps
        Stopped, // its proof was stopped before it was done (Stop, or dropped)
        Ready, // explanation() explains it
    };

    // Boards of at most this many cells get the proof of every result at once.
    static constexpr int kWholeProofCells = 49;
    // How long a search runs before an explanation pauses it for a proof of what it has proven.
    static constexpr int kPatienceMilliseconds = 600;

    CurrentExplanation(const PositionModel* model, AnalysisService* service, QObject* parent);

    void setActive(bool active);
    bool isActive() const { return m_active; }
    // The move explained, or nothing for the position. A taken cell explains the position.
    void setTarget(std::optional<ttt::Cell> cell);
    std::optional<ttt::Cell> target() const { return m_target; }

    // Why there is nothing to explain (while Nothing).
    enum class NothingWhy {
        GameOver, // no move is left
        NoResult, // no game reaches the position, or the counts name no side to move
        LineScore, // line-score results are scores, which no proof backs
        Training, // training hides the answers until a move has been played from here
    };

    State state() const { return m_state; }
    NothingWhy nothingWhy() const { return m_nothingWhy; }
    // Valid when Ready.
    const ttt::Explanation& explanation() const { return m_explanation; }
    const std::shared_ptr<const ttt::Proof>& proof() const { return m_proof; }
    // A big board's (no Proof there): the threat proof the explanation was read off, to walk.
    std::shared_ptr<const ttt::ThreatProof> threatProof() const
    {
        return m_proof || m_state != State::Ready ? nullptr : m_explanation.threats;
    }
    // While Proving: the positions of the proof so far.
    std::size_t proofProgress() const { return m_proofProgress; }

    // A place of the proof chosen in the explorer, with the moves that lead to it from the
    // position shown; nothing: the explanation itself is shown.
    struct Explored {
        ttt::ProofPlace place;
        std::vector<std::pair<ttt::Cell, ttt::Mark>> moves;
    };
    void setExplored(std::optional<Explored> explored);
    const std::optional<Explored>& explored() const { return m_explored; }

    // What the board draws: the explored place, else the explanation; empty unless Ready.
    const ExplanationMarks& marks() const { return m_marks; }

    // Called by the model whenever the position or its analysis changes.
    void refresh();

signals:
    // The state, the explanation, the explored place or the marks changed.
    void changed();

private:
    void update();
    // Whether the proof kept holds what the analysis says of the target.
    bool covers(const ttt::Proof& proof) const;
    // How much the analysis shown has proven: more after every result or bound proven.
    int provenSoFar() const;
    void requestProof(bool whole);
    void computeMarks();

    const PositionModel* m_model;
    AnalysisService* m_service;
    bool m_active = false;
    std::optional<ttt::Cell> m_target;
    State m_state = State::Inactive;
    NothingWhy m_nothingWhy = NothingWhy::NoResult;
    std::shared_ptr<const ttt::Proof> m_proof;
    ttt::ExplanationCache m_cache; // m_proof's
    ttt::Explanation m_explanation;
    // The target m_explanation was built for (from m_proof).
    std::optional<ttt::Cell> m_builtFor;
    int m_builds = 0; // explanations built so far
    AnalysisKey m_shown; // the position shown at the last refresh
    std::size_t m_proofProgress = 0;
    QElapsedTimer m_shownSince; // since the position shown changed
    QTimer* m_patience; // a look again once a young search has run for kPatience
    // The last proof asked for: the position, the move (when not every result at once), and how
    // much its analysis had proven.
    struct Asked {
        AnalysisKey key;
        std::optional<ttt::Cell> target;
        int proven = 0;
        friend bool operator==(const Asked&, const Asked&) = default;
    };
    std::optional<Asked> m_asked;
    // Boards of more than 64 cells: the explanations read off threat proofs, of the position
    // shown (its key) by target, as the analysis thread found them; and the one asked for last.
    AnalysisKey m_threatKey;
    std::map<std::optional<ttt::Cell>, std::shared_ptr<const ttt::Explanation>>
        m_threatExplanations;
    std::optional<Asked> m_threatAsked;
    void updateFromThreats(const AnalysisKey& key, const ttt::Evaluation& evaluation);
    std::optional<Explored> m_explored;
    ExplanationMarks m_marks;
};
