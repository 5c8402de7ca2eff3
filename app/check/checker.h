// ttt-check's whole judgement: reads a certificate (README "Proofs") and checks every node of
// it. Shares no code with the engine or solverlib: its own board, lines, symmetries and rules.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace check {

struct Verdict {
    bool verified = false;
    // On success, what is proven, in a few lines ("verified: 7×7, five in a row, classic: ...");
    // otherwise what is wrong and where.
    std::string text;
    std::uint64_t nodes = 0;
    // What is proven for the position ("x wins", "a tie", "at least a tie for o"; empty when
    // nothing is) and after each move of the side to move (by cell; empty where nothing is).
    std::string position;
    std::vector<std::string> moves;
};

// Checks the certificate in `bytes`. `maxBytes` caps the memory the check may take beyond
// `bytes` (the unpacked body and a record per node, both read from the header before anything
// is allocated).
Verdict checkCertificate(const std::vector<std::uint8_t>& bytes, std::uint64_t maxBytes);

} // namespace check
