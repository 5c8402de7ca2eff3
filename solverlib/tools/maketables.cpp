// ttt-make-tables: computes the outcome table while solverlib is built and writes it as a C++
// source file, so programs start with the table ready instead of computing it at every start.
#include "../src/negamax.h"

#include <cstdio>
#include <fstream>
#include <iostream>

int main(int argc, char* argv[])
{
    if (argc != 2) {
        std::cerr << "usage: ttt-make-tables OUTPUT.cpp\n";
        return 2;
    }
    const ttt::OutcomeTable::Computed table = ttt::OutcomeTable::compute();

    std::ofstream out(argv[1], std::ios::binary | std::ios::trunc);
    out << "// The outcome table, computed by ttt-make-tables (solverlib/tools/maketables.cpp) "
           "when\n"
           "// the library was built. Layout: see OutcomeTable in ttt/solver.h.\n"
           "#include \"negamax.h\"\n\n"
           "namespace ttt::detail {\n\n"
           "const std::size_t kBuiltOutcomeTableNodesExpanded = "
        << table.nodesExpanded << ";\n\n"
        << "const OutcomeTable::Entry kBuiltOutcomeTable[OutcomeTable::kEntryCount] = {\n";
    char hex[8];
    for (std::size_t i = 0; i < table.entries.size(); ++i) {
        std::snprintf(hex, sizeof hex, "0x%02x,", table.entries[i]);
        out << (i % 16 == 0 ? "    " : " ") << hex << (i % 16 == 15 ? "\n" : "");
    }
    out << "\n};\n\n} // namespace ttt::detail\n";
    out.close();
    if (!out) {
        std::cerr << "ttt-make-tables: cannot write " << argv[1] << '\n';
        return 1;
    }
    return 0;
}
