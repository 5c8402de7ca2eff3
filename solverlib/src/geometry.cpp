// The lines of every geometry, computed on first use of each and shared.
#include "ttt/geometry.h"

#include <mutex>
#include <vector>

namespace ttt {
namespace {

constexpr int kSides = Geometry::kMaxSide - Geometry::kMinSide + 1;
constexpr int kKs = Geometry::kMaxSide - Geometry::kMinK + 1;

int indexOf(const Geometry& geometry)
{
    return ((geometry.columns() - Geometry::kMinSide) * kSides
               + (geometry.rows() - Geometry::kMinSide))
        * kKs
        + (geometry.k() - Geometry::kMinK);
}

std::vector<Line> computeLines(const Geometry& geometry)
{
    // (row step, column step): along a row, down a column, diagonally down to the right and
    // down to the left.
    constexpr std::array<std::array<int, 2>, 4> directions { { { 0, 1 }, { 1, 0 }, { 1, 1 },
        { 1, -1 } } };
    const int k = geometry.k();
    std::vector<Line> lines;
    for (const auto& [rowStep, columnStep] : directions) {
        for (int row = 0; row < geometry.rows(); ++row) {
            for (int column = 0; column < geometry.columns(); ++column) {
                const int lastRow = row + rowStep * (k - 1);
                const int lastColumn = column + columnStep * (k - 1);
                if (lastRow >= geometry.rows() || lastColumn < 0
                    || lastColumn >= geometry.columns())
                    continue;
                Line line;
                if (geometry.fitsWord()) {
                    for (int i = 0; i < k; ++i)
                        line.cells |= geometry.setOf(
                            geometry.cellAt(row + rowStep * i, column + columnStep * i));
                }
                line.step = rowStep * geometry.columns() + columnStep;
                line.first = geometry.cellAt(row, column);
                line.last = geometry.cellAt(lastRow, lastColumn);
                lines.push_back(line);
            }
        }
    }
    return lines;
}

// Each geometry's lines, made the first time they are asked for (a 20×20 board with five in a
// row has 1,152; all 5,814 geometries at once would take megabytes no one uses).
struct AllLines {
    std::array<std::once_flag, kSides * kSides * kKs> made;
    std::array<std::vector<Line>, kSides * kSides * kKs> lines;

    std::span<const Line> of(const Geometry& geometry)
    {
        const int index = indexOf(geometry);
        std::call_once(made[index], [&] { lines[index] = computeLines(geometry); });
        return lines[index];
    }
};

constexpr std::array<Symmetry, 8> kSquareSymmetries { Symmetry::Identity,
    Symmetry::QuarterTurnClockwise, Symmetry::HalfTurn, Symmetry::QuarterTurnAnticlockwise,
    Symmetry::MirrorLeftRight, Symmetry::MirrorAntiDiagonal, Symmetry::MirrorTopBottom,
    Symmetry::MirrorMainDiagonal };
constexpr std::array<Symmetry, 4> kRectangleSymmetries { Symmetry::Identity, Symmetry::HalfTurn,
    Symmetry::MirrorLeftRight, Symmetry::MirrorTopBottom };

} // namespace

std::span<const Line> Geometry::lines() const
{
    static AllLines all; // each geometry's made once, thread-safe
    return all.of(*this);
}

std::span<const Symmetry> Geometry::symmetries() const
{
    if (isSquare())
        return kSquareSymmetries;
    return kRectangleSymmetries;
}

std::string Geometry::sizeName() const
{
    return std::to_string(columns()) + "x" + std::to_string(rows());
}

} // namespace ttt
