// What to expect of the window's analysis of a board before it starts: how long proving every
// move of the empty board took when it was measured, as a class a person can plan by (at once,
// seconds, minutes, or no proof to expect), for the New Board dialog and the status bar.
//
// The figures are a table in searchestimate.cpp, measured on the project's 2-core machine (the
// comment there says how). A board or rule set that was not measured takes the figure of the
// nearest one measured that is at least as large (more cells are never assumed faster), or no
// proof expected when there is none. The exact rule takes the classic figures (its search is the
// same but for the lines' ends), and says so.
#pragma once

#include "ttt/geometry.h"
#include "ttt/rules.h"

#include <QCoreApplication>
#include <QString>

class SearchEstimate {
    Q_DECLARE_TR_FUNCTIONS(SearchEstimate)

public:
    enum class Speed {
        Instant, // every move proven in under a second (or read from the tables)
        Seconds, // under a minute
        Minutes, // proven, in more than a minute
        NoProof, // a measured search did not finish: no proof to expect
        // A board of more than 64 cells under classic or exact rules: searched for forced wins by
        // threats (seconds, ending by itself); the rest estimated
        Threats,
    };

    // The empty board of `geometry` under `rules`.
    static SearchEstimate of(const ttt::Geometry& geometry, ttt::Rules rules);

    Speed speed() const { return m_speed; }
    // Seconds the measured search took to prove every move; for NoProof, how long it ran
    // without finishing.
    double seconds() const { return m_seconds; }
    // Whether this board and rule set were measured (else the figure is another board's).
    bool measured() const { return m_measured; }

    // The New Board dialog's note: "Every move is proven in about 2 min: …"; "No proof
    // expected: …"; for the rule set named in front where it is not classic.
    QString sentence(ttt::Rules rules) const;
    // A few words for a preset's line: "at once", "seconds", "about 2 min", "no proof expected".
    QString shortText() const;
    // The status bar's words after the search's figures on the empty board: "about 2 min in
    // all", "no proof expected; what is proven shows as it goes"; empty where nothing helps.
    QString progressNote() const;

private:
    Speed m_speed = Speed::NoProof;
    double m_seconds = 0;
    bool m_measured = false;
    bool m_tabulated = false;
    bool m_classicFigures = false; // exact rules, from the figures of the classic ones
    ttt::Geometry m_from; // the board measured, when it is not this one
};
