// Inside the engine: the transposition table, a fixed-size memory of proven bounds shared by
// every search thread.
//
// ---------------------------------------------------------------------------------------------
// Layout
//
// The table is an array of 64-byte buckets (one cache line each), as many as the memory given
// allows, rounded down to a power of two. A position goes to one bucket, chosen by a hash of its
// key, and may sit in either of the bucket's two entries:
//
//     bucket (64 bytes)
//     +------+------+---------------------------+---------------------------+
//     | lock | (4)  | entry 0 (24 bytes)        | entry 1 (24 bytes)        |  + 8 spare
//     +------+------+---------------------------+---------------------------+
//
//     entry  +----------------+----------------+-------+-------+------+------+------+-----+
//            | mine (8 bytes) | theirs (8)     | lower | upper | move | work | gen  | how |
//            +----------------+----------------+-------+-------+------+------+------+-----+
//              the whole key, so a hit is        int16   int16   bit    log2   which  pairings
//              never a different position        bounds on the    of the of the analysis that
//                                                value            best   nodes  stored proved a
//                                                                 move   below  it     bound
//
// Key: the position's canonical image, the least (mine, theirs) pair among its images under
// the board's symmetries (8 on a square, 4 on a rectangle), so that symmetric positions share
// one entry; positions with many marks, where symmetric twins are rare, skip the turning and
// use themselves. Hash: the key's two words mixed (a SplitMix64 finaliser); its low bits pick
// the bucket.
//
// Bounds: an entry holds lower <= value <= upper, both true whatever window found them, so
// entries of the same position merge by intersecting. A store into a full bucket replaces the
// entry of an older analysis first, then the one with less work under it.
//
// Threads: each bucket has a spin lock (held for a few dozen instructions), so a reader never
// sees half an entry. Whatever the interleaving, every entry is a proven fact, so results never
// depend on which thread stored what first; only the number of positions searched does.
// ---------------------------------------------------------------------------------------------
#pragma once

#include "tables.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace ttt::engine {

struct TableEntry {
    CellSet mine = 0;
    CellSet theirs = 0;
    std::int16_t lower = 0;
    std::int16_t upper = 0;
    std::int8_t move = -1; // bit of the best move in the key's orientation, -1 for none
    std::uint8_t work = 0; // 0: an empty entry
    std::uint8_t generation = 0;
    std::uint8_t how = 0; // TableEntry::k... bits: the pairing searches asked here
    // What the pairing searches found at this position, recorded so that a proof's replay
    // (prover.h) does not ask again what the search asked: a pairing of the other side's (the
    // side to move cannot win), of the side to move's own (it cannot lose), or its own after the
    // entry's move; and the same searches that found none.
    static constexpr std::uint8_t kPairedAgainst = 1;
    static constexpr std::uint8_t kPaired = 2;
    static constexpr std::uint8_t kPairedAfterMove = 4;
    static constexpr std::uint8_t kNoPairingAgainst = 8;
    static constexpr std::uint8_t kNoPairing = 16;
    static constexpr std::uint8_t kNoPairingAfterMove = 32;
};
static_assert(sizeof(TableEntry) == 24);

class TranspositionTable {
public:
    // A table of at most `bytes` bytes (and at least one bucket).
    explicit TranspositionTable(std::size_t bytes);
    ~TranspositionTable();
    TranspositionTable(const TranspositionTable&) = delete;
    TranspositionTable& operator=(const TranspositionTable&) = delete;

    static std::uint64_t hash(CellSet mine, CellSet theirs)
    {
        std::uint64_t h = mine * 0x9E3779B97F4A7C15ull ^ (theirs + 0x632BE59BD9B4E019ull);
        h ^= h >> 30;
        h *= 0xBF58476D1CE4E5B9ull;
        h ^= h >> 27;
        h *= 0x94D049BB133111EBull;
        h ^= h >> 31;
        return h;
    }

    // The entry of (mine, theirs), if the table holds one.
    bool probe(CellSet mine, CellSet theirs, std::uint64_t hash, TableEntry& found) const;

    // Records lower <= value <= upper for (mine, theirs), merged with what is known already
    // (`how` too, TableEntry::kPaired... bits).
    void store(CellSet mine, CellSet theirs, std::uint64_t hash, int lower, int upper, int move,
        std::uint64_t nodes, std::uint8_t how = 0);

    // Starts a new analysis: entries of earlier ones stay valid but give way first.
    void newGeneration() { m_generation = static_cast<std::uint8_t>(m_generation + 1); }
    // Forgets everything (values of another geometry or rule set are not comparable).
    void clear();

    std::size_t bytes() const { return m_bucketCount * sizeof(Bucket); }

private:
    struct alignas(64) Bucket {
        std::uint32_t lock;
        std::uint32_t spare;
        TableEntry entries[2];
    };
    static_assert(sizeof(Bucket) == 64);

    Bucket& bucketOf(std::uint64_t hash) const
    {
        return m_buckets[static_cast<std::size_t>(hash) & (m_bucketCount - 1)];
    }

    static void lock(Bucket& bucket);
    static void unlock(Bucket& bucket);

    std::size_t m_bucketCount = 0; // a power of two
    Bucket* m_buckets = nullptr; // calloc'd: the pages are only touched when used
    std::uint8_t m_generation = 1;
};

} // namespace ttt::engine
