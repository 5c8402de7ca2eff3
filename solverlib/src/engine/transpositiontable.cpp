#include "transpositiontable.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <new>
#include <thread>

namespace ttt::engine {
namespace {

std::uint8_t workOf(std::uint64_t nodes)
{
    // 1 + log2(nodes), so that a stored entry never has work 0 (which marks an empty one).
    return static_cast<std::uint8_t>(1 + std::bit_width(nodes));
}

} // namespace

TranspositionTable::TranspositionTable(std::size_t bytes)
    : m_bucketCount(std::bit_floor(std::max<std::size_t>(1, bytes / sizeof(Bucket))))
{
    // calloc gives zeroed pages lazily for a large block, so a big table costs nothing until it
    // fills; zero is an unlocked bucket of empty entries.
    m_buckets = static_cast<Bucket*>(std::calloc(m_bucketCount, sizeof(Bucket)));
    if (!m_buckets)
        throw std::bad_alloc();
}

TranspositionTable::~TranspositionTable()
{
    std::free(m_buckets);
}

void TranspositionTable::clear()
{
    // A fresh block, zeroed lazily as the constructor's is: a memset would touch every page of
    // it, most of which the next search never reaches. (Where there is no fresh block, the old
    // one is zeroed.)
    if (void* fresh = std::calloc(m_bucketCount, sizeof(Bucket))) {
        std::free(m_buckets);
        m_buckets = static_cast<Bucket*>(fresh);
    } else {
        std::memset(static_cast<void*>(m_buckets), 0, m_bucketCount * sizeof(Bucket));
    }
}

void TranspositionTable::lock(Bucket& bucket)
{
    std::atomic_ref<std::uint32_t> flag(bucket.lock);
    while (flag.exchange(1, std::memory_order_acquire) != 0) {
        while (flag.load(std::memory_order_relaxed) != 0)
            std::this_thread::yield();
    }
}

void TranspositionTable::unlock(Bucket& bucket)
{
    std::atomic_ref<std::uint32_t>(bucket.lock).store(0, std::memory_order_release);
}

bool TranspositionTable::probe(
    CellSet mine, CellSet theirs, std::uint64_t hash, TableEntry& found) const
{
    Bucket& bucket = bucketOf(hash);
    lock(bucket);
    bool hit = false;
    for (const TableEntry& entry : bucket.entries) {
        if (entry.work != 0 && entry.mine == mine && entry.theirs == theirs) {
            found = entry;
            hit = true;
            break;
        }
    }
    unlock(bucket);
    return hit;
}

void TranspositionTable::store(CellSet mine, CellSet theirs, std::uint64_t hash, int lower,
    int upper, int move, std::uint64_t nodes, std::uint8_t how)
{
    Bucket& bucket = bucketOf(hash);
    const std::uint8_t work = workOf(nodes);
    lock(bucket);
    TableEntry* slot = nullptr;
    std::uint8_t keptWork = 0;
    for (TableEntry& entry : bucket.entries) {
        if (entry.work != 0 && entry.mine == mine && entry.theirs == theirs) {
            // The same position: both sets of bounds are true, so keep what both say.
            lower = std::max<int>(lower, entry.lower);
            upper = std::min<int>(upper, entry.upper);
            if (move < 0)
                move = entry.move;
            how |= entry.how;
            keptWork = entry.work;
            slot = &entry;
            break;
        }
    }
    if (!slot) {
        // Replace an empty entry, else one of an older analysis, else the one with less work.
        auto rank = [&](const TableEntry& entry) {
            if (entry.work == 0)
                return -1;
            return (entry.generation == m_generation ? 256 : 0) + entry.work;
        };
        slot = rank(bucket.entries[0]) <= rank(bucket.entries[1]) ? &bucket.entries[0]
                                                                  : &bucket.entries[1];
    }
    slot->mine = mine;
    slot->theirs = theirs;
    slot->lower = static_cast<std::int16_t>(lower);
    slot->upper = static_cast<std::int16_t>(upper);
    slot->move = static_cast<std::int8_t>(move);
    slot->work = std::max(work, keptWork);
    slot->generation = m_generation;
    slot->how = how;
    unlock(bucket);
}

} // namespace ttt::engine
