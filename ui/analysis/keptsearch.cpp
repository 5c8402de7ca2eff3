// A kept search as one line of JSON, read back only when every part of it makes sense.
#include "analysis/keptsearch.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <string_view>

namespace {

constexpr int kVersion = 1;

QJsonArray evaluationJson(const ttt::Evaluation& evaluation)
{
    return { int(evaluation.outcome), evaluation.plies, evaluation.score, int(evaluation.bound),
        evaluation.pliesExact, evaluation.scoreLow, evaluation.scoreHigh };
}

std::optional<ttt::Evaluation> evaluationOf(const QJsonArray& array, int cells)
{
    if (array.size() != 7)
        return std::nullopt;
    const int outcome = array.at(0).toInt(-1);
    const int plies = array.at(1).toInt(-1);
    const int bound = array.at(3).toInt(-1);
    if (outcome < int(ttt::Outcome::None) || outcome > int(ttt::Outcome::Win) || plies < 0
        || plies > cells || bound < int(ttt::Bound::Exact) || bound > int(ttt::Bound::Unknown)
        || !array.at(4).isBool())
        return std::nullopt;
    ttt::Evaluation evaluation;
    evaluation.outcome = ttt::Outcome(outcome);
    evaluation.plies = plies;
    evaluation.score = array.at(2).toInt();
    evaluation.bound = ttt::Bound(bound);
    evaluation.pliesExact = array.at(4).toBool();
    evaluation.scoreLow = array.at(5).toInt();
    evaluation.scoreHigh = array.at(6).toInt();
    return evaluation;
}

QJsonArray cellsJson(const std::vector<ttt::Cell>& cells)
{
    QJsonArray array;
    for (ttt::Cell cell : cells)
        array.append(cell);
    return array;
}

std::optional<std::vector<ttt::Cell>> cellsOf(const QJsonArray& array, const ttt::Board& board)
{
    std::vector<ttt::Cell> cells;
    for (const QJsonValue& value : array) {
        const int cell = value.toInt(-1);
        if (!board.geometry().isValidCell(cell))
            return std::nullopt;
        cells.push_back(cell);
    }
    return cells;
}

} // namespace

KeptSearch KeptSearch::notStarted(const AnalysisKey& key)
{
    KeptSearch kept;
    kept.key = key;
    kept.analysis.rules = key.rules;
    kept.analysis.toMove = key.toMove;
    kept.analysis.complete = false;
    kept.analysis.evaluation.bound = ttt::Bound::Unknown;
    const ttt::Board board = key.board();
    for (ttt::Cell cell = 0; cell < board.cellCount(); ++cell) {
        if (board.at(cell) != ttt::Mark::Empty)
            continue;
        ttt::Evaluation unknown;
        unknown.bound = ttt::Bound::Unknown;
        kept.analysis.moves.push_back({ cell, unknown });
    }
    kept.status.state = AnalysisStatus::State::Stopped;
    kept.status.cellsTotal = int(kept.analysis.moves.size());
    return kept;
}

QByteArray KeptSearch::toJson() const
{
    QJsonObject object;
    object[QStringLiteral("version")] = kVersion;
    object[QStringLiteral("columns")] = key.columns;
    object[QStringLiteral("rows")] = key.rows;
    object[QStringLiteral("k")] = key.k;
    // 64-bit sets as text: a JSON number is a double.
    object[QStringLiteral("x")] = QString::number(key.xCells);
    object[QStringLiteral("o")] = QString::number(key.oCells);
    object[QStringLiteral("toMove")] = QString(QChar(ttt::toChar(key.toMove)));
    const std::string_view rules = ttt::rulesName(key.rules);
    object[QStringLiteral("rules")] = QString::fromLatin1(rules.data(), qsizetype(rules.size()));
    object[QStringLiteral("complete")] = analysis.complete;
    object[QStringLiteral("evaluation")] = evaluationJson(analysis.evaluation);
    QJsonArray moves;
    for (const ttt::MoveAnnotation& move : analysis.moves) {
        QJsonArray entry = evaluationJson(move.evaluation);
        entry.prepend(move.cell);
        moves.append(entry);
    }
    object[QStringLiteral("moves")] = moves;
    object[QStringLiteral("bestMoves")] = cellsJson(analysis.bestMoves);
    object[QStringLiteral("line")] = cellsJson(analysis.principalVariation);
    object[QStringLiteral("positions")] = QString::number(status.positions);
    object[QStringLiteral("seconds")] = status.seconds;
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

std::optional<KeptSearch> KeptSearch::fromJson(const QByteArray& json)
{
    const QJsonObject object = QJsonDocument::fromJson(json).object();
    if (object.value(QStringLiteral("version")).toInt() != kVersion)
        return std::nullopt;
    KeptSearch kept;
    AnalysisKey& key = kept.key;
    key.columns = object.value(QStringLiteral("columns")).toInt();
    key.rows = object.value(QStringLiteral("rows")).toInt();
    key.k = object.value(QStringLiteral("k")).toInt();
    if (!ttt::Geometry::isValid(key.columns, key.rows, key.k)
        || !ttt::Geometry(key.columns, key.rows, key.k).fitsWord())
        return std::nullopt;
    const ttt::Geometry geometry(key.columns, key.rows, key.k);
    bool xRead = false;
    bool oRead = false;
    key.xCells = object.value(QStringLiteral("x")).toString().toULongLong(&xRead);
    key.oCells = object.value(QStringLiteral("o")).toString().toULongLong(&oRead);
    if (!xRead || !oRead || (key.xCells & key.oCells) != 0
        || ((key.xCells | key.oCells) & ~geometry.allCells()) != 0)
        return std::nullopt;
    const QString toMove = object.value(QStringLiteral("toMove")).toString();
    if (toMove != QLatin1String("x") && toMove != QLatin1String("o"))
        return std::nullopt;
    key.toMove = toMove == QLatin1String("x") ? ttt::Mark::X : ttt::Mark::O;
    const QByteArray rulesName = object.value(QStringLiteral("rules")).toString().toLatin1();
    const std::optional<ttt::Rules> rules = ttt::rulesFromName(
        std::string_view(rulesName.constData(), std::size_t(rulesName.size())));
    if (!rules)
        return std::nullopt;
    key.rules = *rules;

    const ttt::Board board = key.board();
    const int cells = geometry.cells();
    ttt::Analysis& analysis = kept.analysis;
    analysis.rules = key.rules;
    analysis.toMove = key.toMove;
    analysis.complete = object.value(QStringLiteral("complete")).toBool();
    const std::optional<ttt::Evaluation> evaluation
        = evaluationOf(object.value(QStringLiteral("evaluation")).toArray(), cells);
    if (!evaluation)
        return std::nullopt;
    analysis.evaluation = *evaluation;
    // One result per empty cell, in cell order, as the engine gives them.
    ttt::Cell expected = 0;
    for (const QJsonValue& value : object.value(QStringLiteral("moves")).toArray()) {
        QJsonArray entry = value.toArray();
        if (entry.isEmpty())
            return std::nullopt;
        const int cell = entry.takeAt(0).toInt(-1);
        while (expected < cells && board.at(expected) != ttt::Mark::Empty)
            ++expected;
        if (cell != expected)
            return std::nullopt;
        const std::optional<ttt::Evaluation> result = evaluationOf(entry, cells);
        if (!result || (analysis.complete && !result->isProven()))
            return std::nullopt;
        analysis.moves.push_back({ cell, *result });
        ++expected;
    }
    while (expected < cells && board.at(expected) != ttt::Mark::Empty)
        ++expected;
    if (expected != cells || analysis.moves.empty())
        return std::nullopt;
    const std::optional<std::vector<ttt::Cell>> best
        = cellsOf(object.value(QStringLiteral("bestMoves")).toArray(), board);
    const std::optional<std::vector<ttt::Cell>> line
        = cellsOf(object.value(QStringLiteral("line")).toArray(), board);
    if (!best || !line)
        return std::nullopt;
    analysis.bestMoves = *best;
    analysis.principalVariation = *line;

    AnalysisStatus& status = kept.status;
    status.state
        = analysis.complete ? AnalysisStatus::State::Complete : AnalysisStatus::State::Stopped;
    status.cellsTotal = int(analysis.moves.size());
    status.cellsProven = int(std::count_if(analysis.moves.begin(), analysis.moves.end(),
        [](const ttt::MoveAnnotation& move) { return move.evaluation.isProven(); }));
    status.positions = object.value(QStringLiteral("positions")).toString().toULongLong();
    status.seconds = std::max(0.0, object.value(QStringLiteral("seconds")).toDouble());
    return kept;
}
