// The measured figures, and what they say to a person.
#include "analysis/searchestimate.h"

#include "words/wording.h"

#include "ttt/solver.h"

#include <algorithm>
#include <span>

namespace {

// How long the window's search took to prove every move of the empty board: one row per board
// (columns ≥ rows; a board turned a quarter is the same game), with `proven` false where the
// search was stopped at `seconds` without finishing.
//
// Measured with the release build of ttt-solve, which runs the window's engine with its
// defaults (a 256 MB table), on the project's 2-core machine while other builds and tests
// shared it (so the figures lean slow):
//   ttt-solve analyze --size CxR --k K --rules R --time-limit S --threads 2 --json
// reading `search.seconds` and `complete`. First every board with S = 10; then, with longer
// limits, the boards that had not finished and matter most: classic 8×5, 8×6, 8×7 and 8×8 with
// four and 8×7 with five at S = 240, 8×8 with five at S = 900; line-score 5×5 and 6×4 with
// three, four and five at S = 120. Misère was measured again after its shortcuts (the mirror,
// the pairings, the exhaustion bound) came in, alone on the machine: every board with S = 10,
// then misère 5×5 and 6×4 with four at S = 60.
struct Figure {
    int columns;
    int rows;
    int k;
    double seconds;
    bool proven;
};

constexpr Figure kClassic[] = {
    { 4, 3, 3, 0.006, true },
    { 4, 3, 4, 0.012, true },
    { 4, 4, 3, 0.006, true },
    { 4, 4, 4, 0.001, true },
    { 5, 3, 3, 0.002, true },
    { 5, 3, 4, 0.019, true },
    { 5, 3, 5, 0.016, true },
    { 5, 4, 3, 0.040, true },
    { 5, 4, 4, 0.020, true },
    { 5, 4, 5, 0.008, true },
    { 5, 5, 3, 0.001, true },
    { 5, 5, 4, 0.029, true },
    { 5, 5, 5, 0.027, true },
    { 6, 3, 3, 0.007, true },
    { 6, 3, 4, 0.001, true },
    { 6, 3, 5, 0.018, true },
    { 6, 3, 6, 0.019, true },
    { 6, 4, 3, 0.001, true },
    { 6, 4, 4, 0.020, true },
    { 6, 4, 5, 0.031, true },
    { 6, 4, 6, 0.001, true },
    { 6, 5, 3, 0.019, true },
    { 6, 5, 4, 0.820, true },
    { 6, 5, 5, 0.035, true },
    { 6, 5, 6, 0.009, true },
    { 6, 6, 3, 0.005, true },
    { 6, 6, 4, 0.841, true },
    { 6, 6, 5, 0.004, true },
    { 6, 6, 6, 0.019, true },
    { 7, 3, 3, 0.001, true },
    { 7, 3, 4, 0.001, true },
    { 7, 3, 5, 0.005, true },
    { 7, 3, 6, 0.031, true },
    { 7, 3, 7, 0.016, true },
    { 7, 4, 3, 0.001, true },
    { 7, 4, 4, 0.606, true },
    { 7, 4, 5, 0.002, true },
    { 7, 4, 6, 0.020, true },
    { 7, 4, 7, 0.003, true },
    { 7, 5, 3, 0.003, true },
    { 7, 5, 4, 1.792, true },
    { 7, 5, 5, 0.001, true },
    { 7, 5, 6, 0.008, true },
    { 7, 5, 7, 0.001, true },
    { 7, 6, 3, 0.012, true },
    { 7, 6, 4, 2.704, true },
    { 7, 6, 5, 0.033, true },
    { 7, 6, 6, 0.001, true },
    { 7, 6, 7, 0.001, true },
    { 7, 7, 3, 0.012, true },
    { 7, 7, 4, 0.915, true },
    { 7, 7, 5, 1.027, true },
    { 7, 7, 6, 0.003, true },
    { 7, 7, 7, 0.019, true },
    { 8, 3, 3, 0.001, true },
    { 8, 3, 4, 0.004, true },
    { 8, 3, 5, 0.001, true },
    { 8, 3, 6, 0.024, true },
    { 8, 3, 7, 0.001, true },
    { 8, 3, 8, 0.004, true },
    { 8, 4, 3, 0.001, true },
    { 8, 4, 4, 6.193, true },
    { 8, 4, 5, 0.007, true },
    { 8, 4, 6, 0.003, true },
    { 8, 4, 7, 0.024, true },
    { 8, 4, 8, 0.004, true },
    { 8, 5, 3, 0.005, true },
    { 8, 5, 4, 17, true },
    { 8, 5, 5, 0.024, true },
    { 8, 5, 6, 0.019, true },
    { 8, 5, 7, 0.020, true },
    { 8, 5, 8, 0.032, true },
    { 8, 6, 3, 0.023, true },
    { 8, 6, 4, 26, true },
    { 8, 6, 5, 0.538, true },
    { 8, 6, 6, 0.005, true },
    { 8, 6, 7, 0.004, true },
    { 8, 6, 8, 0.014, true },
    { 8, 7, 3, 0.023, true },
    { 8, 7, 4, 65, true },
    { 8, 7, 5, 31, true },
    { 8, 7, 6, 0.019, true },
    { 8, 7, 7, 0.024, true },
    { 8, 7, 8, 0.012, true },
    { 8, 8, 3, 0.009, true },
    { 8, 8, 4, 240, false },
    { 8, 8, 5, 900, false },
    { 8, 8, 6, 0.007, true },
    { 8, 8, 7, 0.001, true },
    { 8, 8, 8, 0.008, true },
};

constexpr Figure kLineScore[] = {
    { 4, 3, 3, 0.021, true },
    { 4, 3, 4, 0.009, true },
    { 4, 4, 3, 0.367, true },
    { 4, 4, 4, 0.377, true },
    { 5, 3, 3, 0.206, true },
    { 5, 3, 4, 0.114, true },
    { 5, 3, 5, 0.094, true },
    { 5, 4, 3, 5.705, true },
    { 5, 4, 4, 4.311, true },
    { 5, 4, 5, 0.962, true },
    { 5, 5, 3, 120, false },
    { 5, 5, 4, 119, true },
    { 5, 5, 5, 66, true },
    { 6, 3, 3, 1.942, true },
    { 6, 3, 4, 0.795, true },
    { 6, 3, 5, 0.478, true },
    { 6, 3, 6, 0.192, true },
    { 6, 4, 3, 120, false },
    { 6, 4, 4, 99, true },
    { 6, 4, 5, 13, true },
    { 6, 4, 6, 5.536, true },
    { 6, 5, 3, 10, false },
    { 6, 5, 4, 10, false },
    { 6, 5, 5, 10, false },
    { 6, 5, 6, 10, false },
    { 6, 6, 3, 10, false },
    { 6, 6, 4, 10, false },
    { 6, 6, 5, 10, false },
    { 6, 6, 6, 10, false },
    { 7, 3, 3, 10, false },
    { 7, 3, 4, 1.437, true },
    { 7, 3, 5, 1.224, true },
    { 7, 3, 6, 0.492, true },
    { 7, 3, 7, 0.414, true },
    { 7, 4, 3, 10, false },
    { 7, 4, 4, 10, false },
    { 7, 4, 5, 10, false },
    { 7, 4, 6, 10, false },
    { 7, 4, 7, 8.558, true },
    { 7, 5, 3, 10, false },
    { 7, 5, 4, 10, false },
    { 7, 5, 5, 10, false },
    { 7, 5, 6, 10, false },
    { 7, 5, 7, 10, false },
    { 7, 6, 3, 10, false },
    { 7, 6, 4, 10, false },
    { 7, 6, 5, 10, false },
    { 7, 6, 6, 10, false },
    { 7, 6, 7, 10, false },
    { 7, 7, 3, 10, false },
    { 7, 7, 4, 10, false },
    { 7, 7, 5, 10, false },
    { 7, 7, 6, 10, false },
    { 7, 7, 7, 10, false },
    { 8, 3, 3, 10, false },
    { 8, 3, 4, 10, false },
    { 8, 3, 5, 10, false },
    { 8, 3, 6, 10, false },
    { 8, 3, 7, 6.737, true },
    { 8, 3, 8, 3.196, true },
    { 8, 4, 3, 10, false },
    { 8, 4, 4, 10, false },
    { 8, 4, 5, 10, false },
    { 8, 4, 6, 10, false },
    { 8, 4, 7, 10, false },
    { 8, 4, 8, 10, false },
    { 8, 5, 3, 10, false },
    { 8, 5, 4, 10, false },
    { 8, 5, 5, 10, false },
    { 8, 5, 6, 10, false },
    { 8, 5, 7, 10, false },
    { 8, 5, 8, 10, false },
    { 8, 6, 3, 10, false },
    { 8, 6, 4, 10, false },
    { 8, 6, 5, 10, false },
    { 8, 6, 6, 10, false },
    { 8, 6, 7, 10, false },
    { 8, 6, 8, 10, false },
    { 8, 7, 3, 10, false },
    { 8, 7, 4, 10, false },
    { 8, 7, 5, 10, false },
    { 8, 7, 6, 10, false },
    { 8, 7, 7, 10, false },
    { 8, 7, 8, 10, false },
    { 8, 8, 3, 10, false },
    { 8, 8, 4, 10, false },
    { 8, 8, 5, 10, false },
    { 8, 8, 6, 10, false },
    { 8, 8, 7, 10, false },
    { 8, 8, 8, 10, false },
};

// ---------------------------------------------------------------------------------------------
// MISÈRE: measured with the misère search as it was before its speed-up, at S = 10 and only on
// boards of at most 25 cells (the larger ones are slower still): a board no row here holds is
// taken to have no proof expected. Update these rows when the engine's misère search changes
// (the same command with --rules misere).
constexpr Figure kMisere[] = {
    { 4, 3, 3, 0.006, true },
    { 4, 3, 4, 0.001, true },
    { 4, 4, 3, 0.093, true },
    { 4, 4, 4, 0.003, true },
    { 5, 3, 3, 0.067, true },
    { 5, 3, 4, 0.001, true },
    { 5, 3, 5, 0.001, true },
    { 5, 4, 3, 0.204, true },
    { 5, 4, 4, 0.579, true },
    { 5, 4, 5, 0.001, true },
    { 5, 5, 3, 1.572, true },
    { 5, 5, 4, 60, false },
    { 5, 5, 5, 0.001, true },
    { 6, 3, 3, 0.070, true },
    { 6, 3, 4, 0.001, true },
    { 6, 3, 5, 0.001, true },
    { 6, 3, 6, 0.001, true },
    { 6, 4, 3, 0.882, true },
    { 6, 4, 4, 43.100, true },
    { 6, 4, 5, 0.001, true },
    { 6, 4, 6, 0.001, true },
    { 6, 5, 3, 10, false },
    { 6, 5, 4, 10, false },
    { 6, 5, 5, 0.119, true },
    { 6, 5, 6, 0.001, true },
    { 6, 6, 3, 10, false },
    { 6, 6, 4, 10, false },
    { 6, 6, 5, 10, false },
    { 6, 6, 6, 0.001, true },
    { 7, 3, 3, 0.393, true },
    { 7, 3, 4, 0.001, true },
    { 7, 3, 5, 0.001, true },
    { 7, 3, 6, 0.001, true },
    { 7, 3, 7, 0.001, true },
    { 7, 4, 3, 10, false },
    { 7, 4, 4, 10, false },
    { 7, 4, 5, 0.001, true },
    { 7, 4, 6, 0.001, true },
    { 7, 4, 7, 0.001, true },
    { 7, 5, 3, 10, false },
    { 7, 5, 4, 10, false },
    { 7, 5, 5, 10, false },
    { 7, 5, 6, 0.001, true },
    { 7, 5, 7, 0.001, true },
    { 7, 6, 3, 10, false },
    { 7, 6, 4, 10, false },
    { 7, 6, 5, 10, false },
    { 7, 6, 6, 0.002, true },
    { 7, 6, 7, 0.002, true },
    { 7, 7, 3, 10, false },
    { 7, 7, 4, 10, false },
    { 7, 7, 5, 10, false },
    { 7, 7, 6, 0.001, true },
    { 7, 7, 7, 0.001, true },
    { 8, 3, 3, 0.512, true },
    { 8, 3, 4, 0.001, true },
    { 8, 3, 5, 0.001, true },
    { 8, 3, 6, 0.001, true },
    { 8, 3, 7, 0.001, true },
    { 8, 3, 8, 0.001, true },
    { 8, 4, 3, 10, false },
    { 8, 4, 4, 10, false },
    { 8, 4, 5, 0.001, true },
    { 8, 4, 6, 0.001, true },
    { 8, 4, 7, 0.001, true },
    { 8, 4, 8, 0.001, true },
    { 8, 5, 3, 10, false },
    { 8, 5, 4, 10, false },
    { 8, 5, 5, 10, false },
    { 8, 5, 6, 0.001, true },
    { 8, 5, 7, 0.001, true },
    { 8, 5, 8, 0.001, true },
    { 8, 6, 3, 10, false },
    { 8, 6, 4, 10, false },
    { 8, 6, 5, 10, false },
    { 8, 6, 6, 0.001, true },
    { 8, 6, 7, 0.001, true },
    { 8, 6, 8, 0.001, true },
    { 8, 7, 3, 10, false },
    { 8, 7, 4, 10, false },
    { 8, 7, 5, 10, false },
    { 8, 7, 6, 10, false },
    { 8, 7, 7, 0.001, true },
    { 8, 7, 8, 0.001, true },
    { 8, 8, 3, 10, false },
    { 8, 8, 4, 10, false },
    { 8, 8, 5, 10, false },
    { 8, 8, 6, 10, false },
    { 8, 8, 7, 0.002, true },
    { 8, 8, 8, 0.001, true },
};
// ---------------------------------------------------------------------------------------------

std::span<const Figure> figuresOf(ttt::Rules rules)
{
    switch (rules) {
    case ttt::Rules::Classic:
        return kClassic;
    case ttt::Rules::Misere:
        return kMisere;
    case ttt::Rules::LineScore:
        return kLineScore;
    case ttt::Rules::Exact: // not one of the window's rule sets: nothing measured
    case ttt::Rules::Renju:
    case ttt::Rules::Omok:
        break;
    }
    return {};
}

} // namespace

SearchEstimate SearchEstimate::of(const ttt::Geometry& geometry, ttt::Rules rules)
{
    SearchEstimate estimate;
    estimate.m_from = geometry;
    if (ttt::isTabulated(geometry)) {
        estimate.m_speed = Speed::Instant;
        estimate.m_measured = true;
        estimate.m_tabulated = true;
        return estimate;
    }
    if (geometry.cells() > ttt::Geometry::kWordCells) {
        // Beyond 64 cells the search proves what threats force and ends by itself (renju and
        // omok are searched so on every board).
        if (rules == ttt::Rules::Classic || rules == ttt::Rules::Exact || ttt::forbidsMoves(rules))
            estimate.m_speed = Speed::Threats;
        return estimate;
    }
    estimate.m_classicFigures = rules == ttt::Rules::Exact;
    if (estimate.m_classicFigures)
        rules = ttt::Rules::Classic;
    const int columns = std::max(geometry.columns(), geometry.rows());
    const int rows = std::min(geometry.columns(), geometry.rows());
    // This board if it was measured; else the smallest measured one with the same k that holds
    // it (the slowest of those as small), since a larger board is not assumed to be faster.
    const Figure* chosen = nullptr;
    for (const Figure& figure : figuresOf(rules)) {
        if (figure.k != geometry.k() || figure.columns < columns || figure.rows < rows)
            continue;
        const auto cells = [](const Figure& f) { return f.columns * f.rows; };
        const auto slower = [](const Figure& a, const Figure& b) {
            return (!a.proven && b.proven) || (a.proven == b.proven && a.seconds > b.seconds);
        };
        if (!chosen || cells(figure) < cells(*chosen)
            || (cells(figure) == cells(*chosen) && slower(figure, *chosen)))
            chosen = &figure;
    }
    if (!chosen)
        return estimate; // nothing measured holds it: no proof expected
    estimate.m_seconds = chosen->seconds;
    estimate.m_measured = chosen->columns == columns && chosen->rows == rows;
    if (!estimate.m_measured)
        estimate.m_from = ttt::Geometry(chosen->columns, chosen->rows, chosen->k);
    estimate.m_speed = !chosen->proven ? Speed::NoProof
        : chosen->seconds < 1          ? Speed::Instant
        : chosen->seconds < 60         ? Speed::Seconds
                                       : Speed::Minutes;
    return estimate;
}

QString SearchEstimate::sentence(ttt::Rules rules) const
{
    const QString text = [this] {
        if (m_tabulated)
            return tr("Answered at once from a table of every position.");
        switch (m_speed) {
        case Speed::Instant:
            return tr("Every move is proven at once (in under a second when measured).");
        case Speed::Seconds:
            return tr("Every move is proven in about %1; each cell takes its colour as it is "
                      "proven.")
                .arg(Wording::duration(m_seconds, false));
        case Speed::Minutes:
            return tr("Every move is proven in about %1: each cell takes its colour as it is "
                      "proven, and Stop (Esc) keeps what is proven.")
                .arg(Wording::duration(m_seconds, false));
        case Speed::Threats:
            return tr("Too big to prove every move to the end: each move is searched for a win "
                      "by force (fours and threes, as gomoku players count threats) and for the "
                      "other side's, in a few seconds; every such proof can be exported and "
                      "checked. The other moves get an estimate, marked as one.");
        case Speed::NoProof:
            break;
        }
        return m_seconds > 0
            ? tr("No proof expected: when measured, the search of every move was stopped "
                 "unfinished after %1. The heatmap shows what is proven as it goes; Stop (Esc) "
                 "keeps it.")
                  .arg(Wording::duration(m_seconds, false))
            : tr("No proof expected: no board this large was measured. The heatmap shows what "
                 "is proven as it goes; Stop (Esc) keeps it.");
    }();
    QString said = text;
    if (!m_measured && m_seconds > 0)
        said += QLatin1Char(' ')
            + tr("(From %1, the nearest board measured.)").arg(Wording::boardName(m_from));
    if (m_classicFigures && m_seconds > 0)
        said += QLatin1Char(' ') + tr("(Measured under the classic rules.)");
    if (rules != ttt::Rules::Classic)
        said = tr("%1 rules: %2", "rules: what to expect").arg(Wording::rulesName(rules), said);
    return said;
}

QString SearchEstimate::shortText() const
{
    switch (m_speed) {
    case Speed::Instant:
        return tr("at once");
    case Speed::Seconds:
        return tr("seconds");
    case Speed::Minutes:
        return tr("about %1").arg(Wording::duration(m_seconds, false));
    case Speed::Threats:
        return tr("threats proven, the rest estimated");
    case Speed::NoProof:
        break;
    }
    return tr("no proof expected");
}

QString SearchEstimate::progressNote() const
{
    switch (m_speed) {
    case Speed::Instant:
        return {};
    case Speed::Seconds:
    case Speed::Minutes:
        return tr("about %1 in all").arg(Wording::duration(m_seconds, false));
    case Speed::Threats:
        return tr("forced wins by threats; the rest estimated");
    case Speed::NoProof:
        break;
    }
    return tr("no proof expected; what is proven shows as it goes");
}
