// The certificate file of a proof (README "Proofs" draws the format).
#include "ttt/proof.h"
#include "ttt/translate.h"

#include "engine/misere.h"
#include "ttt/widesearch.h"

#include <zstd.h>

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <ostream>

namespace ttt {
namespace {

constexpr char kMagic[8] = { 'T', 'T', 'T', 'P', 'R', 'O', 'O', 'F' };
// Version 2 added misère's rules: mirror, exhaustion, and pairings under misère (version 1 files
// read as they always did). Version 3 adds the exact rule and boards of more than 64 cells (cell
// sets as long as the board needs); it is written only for what version 2 cannot say.
constexpr std::uint16_t kVersion = 2;
constexpr std::uint16_t kVersionExact = 3;
constexpr unsigned kRulesClassic = 0, kRulesMisere = 1, kRulesExact = 3, kRulesRenju = 4,
                   kRulesOmok = 5;
constexpr std::uint8_t kFlagComplete = 1;
constexpr std::uint8_t kFlagZstd = 2;
constexpr std::uint8_t kRootCell = 255;
// zstd's level: 9 took the 7×7 certificate to 61 % of its size at 40 MB/s; 19 to 58 % at 3 MB/s.
constexpr int kZstdLevel = 9;

// Where the body's bytes go: counted (the first pass, for the header's size), or written out,
// through zstd or as they are. A body of a gigabyte is never held whole.
class Sink {
public:
    // `out` null: count only.
    // `size`: the bytes that will go through, when known (the frame then says it).
    Sink(std::ostream* out, bool compress, std::uint64_t size = 0)
        : m_out(out)
    {
        if (out && compress) {
            m_context = ZSTD_createCCtx();
            if (!m_context) {
                m_ok = false;
                m_out = nullptr;
                return;
            }
            ZSTD_CCtx_setPledgedSrcSize(m_context, size);
            ZSTD_CCtx_setParameter(m_context, ZSTD_c_compressionLevel, kZstdLevel);
            // Two threads where the library has them (Debian's does); ignored where not.
            ZSTD_CCtx_setParameter(m_context, ZSTD_c_nbWorkers, 2);
            m_packed.resize(ZSTD_CStreamOutSize());
        }
        m_buffer.reserve(kBufferBytes);
    }
    ~Sink() { ZSTD_freeCCtx(m_context); }
    Sink(const Sink&) = delete;
    Sink& operator=(const Sink&) = delete;

    void byte(unsigned value)
    {
        assert(value < 256);
        ++m_size;
        if (!m_out)
            return;
        m_buffer.push_back(static_cast<char>(value));
        if (m_buffer.size() == kBufferBytes)
            flush(ZSTD_e_continue);
    }
    void little(std::uint64_t value, int bytes)
    {
        for (int i = 0; i < bytes; ++i)
            byte(static_cast<unsigned>((value >> (8 * i)) & 0xFF));
    }
    // LEB128: seven bits a byte, the low ones first, the top bit set on every byte but the last.
    void varint(std::uint64_t value)
    {
        while (value >= 0x80) {
            byte(static_cast<unsigned>((value & 0x7F) | 0x80));
            value >>= 7;
        }
        byte(static_cast<unsigned>(value));
    }
    // Writes what is left; false when the stream or the compression failed.
    bool finish()
    {
        if (m_out)
            flush(ZSTD_e_end);
        return m_ok && (!m_out || bool(*m_out));
    }
    bool failed() const { return !m_ok; }
    std::uint64_t size() const { return m_size; }

private:
    static constexpr std::size_t kBufferBytes = std::size_t(1) << 20;

    void flush(ZSTD_EndDirective end)
    {
        if (!m_context) {
            m_out->write(m_buffer.data(), std::streamsize(m_buffer.size()));
            m_buffer.clear();
            return;
        }
        ZSTD_inBuffer in { m_buffer.data(), m_buffer.size(), 0 };
        for (;;) {
            ZSTD_outBuffer packed { m_packed.data(), m_packed.size(), 0 };
            const std::size_t left = ZSTD_compressStream2(m_context, &packed, &in, end);
            if (ZSTD_isError(left)) {
                m_ok = false;
                break;
            }
            m_out->write(m_packed.data(), std::streamsize(packed.pos));
            if (end == ZSTD_e_end ? left == 0 : in.pos == in.size)
                break;
        }
        m_buffer.clear();
    }

    std::ostream* m_out;
    ZSTD_CCtx* m_context = nullptr;
    std::string m_buffer;
    std::string m_packed;
    std::uint64_t m_size = 0;
    bool m_ok = true;
};

// The cells of `set` in increasing order, as cell numbers.
template <typename Visit> void forEachCell(const Geometry& geometry, CellSet set, Visit visit)
{
    while (set) {
        const int bit = std::countr_zero(set);
        set &= set - 1;
        visit(geometry.cellOfBit(bit));
    }
}

// An edge's reference as the file writes it: the node's number in the reference's terms (README
// "Proofs"), then the symmetry's number in the low 3 bits.
std::uint64_t reference(std::uint64_t node, Symmetry symmetry)
{
    return node * 8 + std::uint64_t(symmetryIndex(symmetry));
}

// A set of bits (the engine's layout) as a set of cell numbers.
std::uint64_t cellBits(const Geometry& geometry, CellSet set)
{
    std::uint64_t cells = 0;
    forEachCell(geometry, set, [&](Cell cell) { cells |= std::uint64_t(1) << cell; });
    return cells;
}

} // namespace

const char* proofRuleName(ProofRule rule)
{
    switch (rule) {
    case ProofRule::Move:
        return "move";
    case ProofRule::Replies:
        return "replies";
    case ProofRule::Pairing:
        return "pairing";
    case ProofRule::NoLiveLine:
        return "no-live-line";
    case ProofRule::Monotone:
        return "monotone";
    case ProofRule::Mirror:
        return "mirror";
    case ProofRule::Exhaustion:
        return "exhaustion";
    }
    return "move";
}

std::vector<CellSet> exhaustionLines(const Proof& proof, const ProofNode& node)
{
    // The engine's own choice (src/engine/misere.h), made again from the position.
    const engine::Tables tables(proof.geometry());
    const engine::MisereStrategies strategies(tables);
    std::vector<CellSet> lines;
    strategies.disjointLiveLines(node.defender(), node.prover(), &lines);
    return lines;
}

ProvenResult provenResult(const Proof& proof, std::optional<Cell> cell, Mark side)
{
    ProvenResult result;
    for (const ProofStatement& statement : proof.statements) {
        if (statement.cell != cell)
            continue;
        if (statement.side == side) {
            result.atLeastTie = true;
            result.atLeastWin = result.atLeastWin || statement.win;
        } else {
            result.atMostTie = true;
            result.atMostLose = result.atMostLose || statement.win;
        }
    }
    return result;
}

std::vector<char> reachedNodes(const Proof& proof)
{
    std::vector<char> reached(proof.nodes.size(), 0);
    std::vector<std::int32_t> stack;
    for (const ProofStatement& statement : proof.statements) {
        if (statement.edge.node != ProofEdge::kGameOver)
            stack.push_back(statement.edge.node);
    }
    while (!stack.empty()) {
        const std::int32_t index = stack.back();
        stack.pop_back();
        if (reached[std::size_t(index)])
            continue;
        reached[std::size_t(index)] = 1;
        const ProofNode& node = proof.nodes[std::size_t(index)];
        if (node.rule == ProofRule::Pairing || node.rule == ProofRule::Mirror)
            continue; // leaves: `first` is no edge
        for (std::uint32_t i = 0; i < node.count; ++i) {
            const ProofEdge& edge = proof.edges[node.first + i];
            if (edge.node != ProofEdge::kGameOver)
                stack.push_back(edge.node);
        }
    }
    return reached;
}

std::size_t certificateNodeCount(const Proof& proof)
{
    const std::vector<char> reached = reachedNodes(proof);
    return static_cast<std::size_t>(std::count(reached.begin(), reached.end(), 1));
}

bool writeCertificate(const Proof& proof, std::ostream& out, const CertificateOptions& options)
{
    const Geometry& geometry = proof.geometry();
    const auto cellOf = [&](int bit) { return static_cast<unsigned>(geometry.cellOfBit(bit)); };

    // Edges point to smaller indices, so the reached nodes in falling index order have every
    // parent before its children: the file's order.
    const std::vector<char> reached = reachedNodes(proof);
    std::vector<std::uint32_t> fileIndex(proof.nodes.size(), 0);
    std::uint32_t count = 0;
    for (std::size_t index = proof.nodes.size(); index-- > 0;) {
        if (reached[index])
            fileIndex[index] = count++;
    }

    // Twice: counting the bytes for the header, then writing them.
    const auto writeBody = [&](Sink& body) {
        for (const ProofStatement& statement : proof.statements) {
            body.byte(statement.cell ? static_cast<unsigned>(*statement.cell) : kRootCell);
            body.byte(static_cast<unsigned>(toChar(statement.side)));
            body.byte(statement.win ? 2 : 1);
            const ProofEdge& edge = statement.edge;
            body.varint(edge.node == ProofEdge::kGameOver
                    ? 0
                    : reference(
                        std::uint64_t(fileIndex[std::size_t(edge.node)]) + 1, edge.symmetry));
        }
        for (std::size_t index = proof.nodes.size(); index-- > 0;) {
            if (!reached[index])
                continue;
            const ProofNode& node = proof.nodes[index];
            const std::uint64_t self = fileIndex[index];
            const auto writeReference = [&](const ProofEdge& edge) {
                body.varint(edge.node == ProofEdge::kGameOver
                        ? 0
                        : reference(fileIndex[std::size_t(edge.node)] - self, edge.symmetry));
            };
            body.byte(static_cast<unsigned>(node.rule) | (node.proverMoves ? 8u : 0u)
                | (node.win ? 16u : 0u));
            switch (node.rule) {
            case ProofRule::Move:
                body.byte(cellOf(proof.edges[node.first].bit));
                writeReference(proof.edges[node.first]);
                break;
            case ProofRule::Replies:
                body.byte(node.count);
                for (std::uint32_t i = 0; i < node.count; ++i) {
                    body.byte(cellOf(proof.edges[node.first + i].bit));
                    writeReference(proof.edges[node.first + i]);
                }
                break;
            case ProofRule::Pairing:
                body.byte(node.count);
                for (std::uint32_t i = 0; i < node.count; ++i) {
                    body.byte(cellOf(proof.pairs[node.first + i].first));
                    body.byte(cellOf(proof.pairs[node.first + i].second));
                }
                break;
            case ProofRule::NoLiveLine:
                break;
            case ProofRule::Monotone: {
                // The smaller position, in this node's frame, is the edge's symmetry undone on the
                // target's position: the prover's marks it lacks and the other side's it adds.
                const ProofEdge& edge = proof.edges[node.first];
                const ProofNode& target = proof.nodes[std::size_t(edge.node)];
                const Symmetry back = Geometry::inverseSymmetry(edge.symmetry);
                const CellSet smallerProver = geometry.transform(back, target.prover());
                const CellSet smallerDefender = geometry.transform(back, target.defender());
                const CellSet removed = node.prover() & ~smallerProver;
                const CellSet added = smallerDefender & ~node.defender();
                for (const CellSet set : { removed, added }) {
                    body.byte(static_cast<unsigned>(std::popcount(set)));
                    forEachCell(
                        geometry, set, [&](Cell cell) { body.byte(static_cast<unsigned>(cell)); });
                }
                writeReference(edge);
                break;
            }
            case ProofRule::Mirror:
                body.byte(node.first);
                break;
            case ProofRule::Exhaustion: {
                const std::vector<CellSet> lines = exhaustionLines(proof, node);
                body.byte(static_cast<unsigned>(lines.size()));
                for (const CellSet line : lines) {
                    body.byte(cellOf(std::countr_zero(line)));
                    body.byte(cellOf(63 - std::countl_zero(line)));
                }
                writeReference(proof.edges[node.first]);
                break;
            }
            }
        }
    };
    Sink counter(nullptr, false);
    writeBody(counter);

    Sink header(&out, false);
    for (const char c : kMagic)
        header.byte(static_cast<unsigned char>(c));
    const bool exact = proof.rules == Rules::Exact;
    header.little(exact ? kVersionExact : kVersion, 2);
    header.byte(static_cast<unsigned>(geometry.columns()));
    header.byte(static_cast<unsigned>(geometry.rows()));
    header.byte(static_cast<unsigned>(geometry.k()));
    header.byte(exact ? kRulesExact : proof.rules == Rules::Classic ? kRulesClassic : kRulesMisere);
    header.byte(static_cast<unsigned>(toChar(proof.toMove)));
    header.byte((proof.complete ? kFlagComplete : 0) | (options.compress ? kFlagZstd : 0));
    // Version 3: as many bytes as the board's cells need (its cells here are at most 64, one
    // byte each, as in version 2).
    const int setBytes = exact ? (geometry.cells() + 7) / 8 : 8;
    header.little(cellBits(geometry, proof.root.cells(Mark::X)), setBytes);
    header.little(cellBits(geometry, proof.root.cells(Mark::O)), setBytes);
    header.little(proof.statements.size(), 4);
    header.little(count, 8);
    header.little(counter.size(), 8);
    if (!header.finish())
        return false;
    Sink body(&out, options.compress, counter.size());
    if (body.failed())
        return false;
    writeBody(body);
    return body.finish();
}

namespace {

// Writes a file whole or not at all: `write` into a temporary file, renamed at the end. The
// problem, in words, when it cannot be written.
template <typename Write>
std::optional<std::string> writeWhole(const std::string& path, const Write& write)
{
    namespace fs = std::filesystem;
    const fs::path target(path);
    fs::path temporary = target;
    temporary += ".part";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (!out)
            return arg(translate("ttt::proof", "cannot create %1",
                           "writing a certificate; %1 is a file's name"),
                { temporary.string() });
        if (!write(out) || !out.flush()) {
            out.close();
            std::error_code ignored;
            fs::remove(temporary, ignored);
            return arg(translate("ttt::proof", "cannot write %1 (is the disk full?)",
                           "writing a certificate; %1 is a file's name"),
                { temporary.string() });
        }
    }
    std::error_code error;
    fs::rename(temporary, target, error);
    if (error) {
        fs::remove(temporary, error);
        return arg(translate("ttt::proof", "cannot rename %1 to %2",
                       "writing a certificate; %1 and %2 are files' names"),
            { temporary.string(), target.string() });
    }
    return std::nullopt;
}

// The threat proofs of a board of more than 64 cells in version 3 (certificate-format.md §11):
// move and replies nodes only, every claim a win, no symmetries. The proof's nodes come children
// first, so the file takes those the statements reach in the opposite order (every reference
// then points forward).
bool writeWide(const Board& board, Mark toMove, Rules rules, const detail::WideProof& proof,
    bool complete, std::ostream& out, std::size_t& written)
{
    const Geometry& geometry = board.geometry();
    const int cells = geometry.cells();
    const bool wideCells = cells > 255;
    std::vector<std::int64_t> place(proof.nodes.size(), -1); // in the file
    std::vector<std::int32_t> order;
    {
        std::vector<char> reached(proof.nodes.size(), 0);
        std::vector<std::int32_t> stack;
        for (const auto& statement : proof.statements) {
            if (statement.node != detail::WideProof::kGameOver)
                stack.push_back(statement.node);
        }
        while (!stack.empty()) {
            const std::int32_t node = stack.back();
            stack.pop_back();
            if (reached[std::size_t(node)])
                continue;
            reached[std::size_t(node)] = 1;
            for (const auto& edge : proof.nodes[std::size_t(node)].edges) {
                if (edge.second != detail::WideProof::kGameOver)
                    stack.push_back(edge.second);
            }
        }
        for (auto node = static_cast<std::int32_t>(proof.nodes.size()) - 1; node >= 0; --node) {
            if (reached[std::size_t(node)]) {
                place[std::size_t(node)] = static_cast<std::int64_t>(order.size());
                order.push_back(node);
            }
        }
    }
    written = order.size();
    const auto writeBody = [&](Sink& body) {
        const auto cell = [&](std::int64_t value) {
            body.little(static_cast<std::uint64_t>(value), wideCells ? 2 : 1);
        };
        for (const auto& statement : proof.statements) {
            cell(statement.cell == detail::WideProof::kRoot ? (wideCells ? 65535 : kRootCell)
                                                            : statement.cell);
            body.byte(static_cast<unsigned>(toChar(statement.side)));
            body.byte(2); // a win
            body.varint(statement.node == detail::WideProof::kGameOver
                    ? 0
                    : reference(
                        std::uint64_t(place[std::size_t(statement.node)]) + 1, Symmetry::Identity));
        }
        for (std::size_t at = 0; at < order.size(); ++at) {
            const auto& node = proof.nodes[std::size_t(order[at])];
            const auto edgeTo = [&](std::int32_t child) {
                body.varint(child == detail::WideProof::kGameOver
                        ? 0
                        : reference(
                            std::uint64_t(place[std::size_t(child)]) - at, Symmetry::Identity));
            };
            // The kind: its rule, then the prover to move (bit 3) and a win claimed (bit 4).
            body.byte((node.proverMoves ? 0x08u : 0x01u) | 0x10u);
            if (!node.proverMoves)
                cell(static_cast<std::int64_t>(node.edges.size()));
            for (const auto& [move, child] : node.edges) {
                cell(move);
                edgeTo(child);
            }
        }
    };
    Sink counter(nullptr, false);
    writeBody(counter);

    Sink header(&out, false);
    for (const char c : kMagic)
        header.byte(static_cast<unsigned char>(c));
    header.little(kVersionExact, 2);
    header.byte(static_cast<unsigned>(geometry.columns()));
    header.byte(static_cast<unsigned>(geometry.rows()));
    header.byte(static_cast<unsigned>(geometry.k()));
    header.byte(rules == Rules::Exact ? kRulesExact
            : rules == Rules::Renju   ? kRulesRenju
            : rules == Rules::Omok    ? kRulesOmok
            : rules == Rules::Classic ? kRulesClassic
                                      : kRulesMisere);
    header.byte(static_cast<unsigned>(toChar(toMove)));
    header.byte((complete ? kFlagComplete : 0) | kFlagZstd);
    for (const Mark side : { Mark::X, Mark::O }) {
        for (int byte = 0; byte < (cells + 7) / 8; ++byte) {
            unsigned bits = 0;
            for (int bit = 0; bit < 8 && 8 * byte + bit < cells; ++bit)
                bits |= board.at(8 * byte + bit) == side ? 1u << bit : 0u;
            header.byte(bits);
        }
    }
    header.little(proof.statements.size(), 4);
    header.little(order.size(), 8);
    header.little(counter.size(), 8);
    if (!header.finish())
        return false;
    Sink body(&out, true, counter.size());
    if (body.failed())
        return false;
    writeBody(body);
    return body.finish();
}

} // namespace

std::optional<std::string> writeCertificateFile(
    const Proof& proof, const std::string& path, const CertificateOptions& options)
{
    return writeWhole(
        path, [&](std::ostream& out) { return writeCertificate(proof, out, options); });
}

namespace detail {

bool writeWideProof(const Board& board, Mark toMove, Rules rules, const WideProof& proof,
    bool complete, std::ostream& out, std::size_t& written)
{
    return writeWide(board, toMove, rules, proof, complete, out, written);
}

} // namespace detail

std::optional<WideCertificate> writeWideCertificate(const Board& board, Mark toMove, Rules rules,
    const Analysis& proven, std::ostream& out, std::stop_token stop)
{
    WideCertificate figures;
    const detail::WideProof proof
        = detail::wideProof(board, toMove, rules, proven, figures.uncertified, {}, stop);
    figures.complete = proven.complete && figures.uncertified == 0;
    if (!writeWide(board, toMove, rules, proof, figures.complete, out, figures.positions))
        return std::nullopt;
    return figures;
}

std::variant<WideCertificate, std::string> writeWideCertificateFile(const Board& board, Mark toMove,
    Rules rules, const Analysis& proven, const std::string& path, std::stop_token stop)
{
    std::optional<WideCertificate> figures;
    if (const auto problem = writeWhole(path, [&](std::ostream& out) {
            figures = writeWideCertificate(board, toMove, rules, proven, out, stop);
            return figures.has_value();
        }))
        return *problem;
    return *figures;
}

} // namespace ttt
