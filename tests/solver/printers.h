// How QCOMPARE prints the library's values and the reference models' when they differ: one
// printer for each type, shared by every suite (they are linked into one program, so a type
// printed two ways in two files would be two definitions of one function).
#pragma once

#include "referencemnk.h"

#include "ttt/board.h"
#include "ttt/solver.h"
#include "ttt/statistics.h"
#include "ttt/text.h"

#include <QtTest>

namespace ttt {

inline char* toString(const Board& board)
{
    return qstrdup(formatOneLine(board).c_str());
}

inline char* toString(const Evaluation& evaluation)
{
    return QTest::toString(QStringLiteral("%1 in %2 (score %3)")
                               .arg(QLatin1String(outcomeName(evaluation.outcome)))
                               .arg(evaluation.plies)
                               .arg(evaluation.score));
}

inline char* toString(const GameCounts& counts)
{
    return QTest::toString(QStringLiteral("%1 games (x wins %2, o wins %3, draws %4)")
                               .arg(counts.games)
                               .arg(counts.xWins)
                               .arg(counts.oWins)
                               .arg(counts.draws));
}

} // namespace ttt

namespace reference {

inline char* toString(const SmallBoardMinimax::Value& value)
{
    const char* result = value.result == SmallBoardMinimax::Value::Win ? "win"
        : value.result == SmallBoardMinimax::Value::Tie                ? "tie"
                                                                       : "lose";
    return QTest::toString(QStringLiteral("%1 in %2 (score %3)")
                               .arg(QLatin1String(result))
                               .arg(value.plies)
                               .arg(value.score));
}

} // namespace reference
