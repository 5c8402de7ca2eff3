<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AnalysisPanel</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <comment>the first best moves, then how many more there are</comment>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BrainProcess</name>
    <message numerus="yes">
        <source>%n s</source>
        <translation>
            <numerusform>%n s</numerusform>
            <numerusform>%n s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>Copied the board as %n rows</source>
        <translation>
            <numerusform>Copied the board as %n row</numerusform>
            <numerusform>Copied the board as %n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 positions; %n result(s) left out: stopped before they were proven.</source>
        <translation>
            <numerusform>%1 positions; %n result left out: stopped before it was proven.</numerusform>
            <numerusform>%1 positions; %n results left out: stopped before they were proven.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins: the board is full, %n line(s) ahead</source>
        <comment>line-score</comment>
        <translation>
            <numerusform>%1 wins: the board is full, %n line ahead</numerusform>
            <numerusform>%1 wins: the board is full, %n lines ahead</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message numerus="yes">
        <source>%n ply(s)</source>
        <translation>
            <numerusform>%n ply</numerusform>
            <numerusform>%n plies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>−%n point(s)</source>
        <comment>points lost, with a minus sign</comment>
        <translation>
            <numerusform>−%n point</numerusform>
            <numerusform>−%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed win(s) (?)</source>
        <comment>moves played where a forced win was proven and the move is not proven to win; (?) marks an estimate</comment>
        <translation>
            <numerusform>%n missed win (?)</numerusform>
            <numerusform>%n missed wins (?)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n allowed win(s) (?)</source>
        <comment>moves proven to let the other side win by force where another move was not proven to; (?) marks an estimate</comment>
        <translation>
            <numerusform>%n allowed win (?)</numerusform>
            <numerusform>%n allowed wins (?)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n forbidden move(s)</source>
        <comment>renju, omok: moves forbidden to the side that played them (the first lost the game)</comment>
        <translation>
            <numerusform>%n forbidden move</numerusform>
            <numerusform>%n forbidden moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ttt-solve</name>
    <message numerus="yes">
        <source>%1 to move: %2 wins in %n ply(s)</source>
        <comment>analyze&apos;s verdict: %1 is the side to move, %2 the side that wins with best play (x or o); a ply is one move of either side</comment>
        <translation>
            <numerusform>%1 to move: %2 wins in %n ply</numerusform>
            <numerusform>%1 to move: %2 wins in %n plies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to move: %2 wins (in %n ply(s) along the line found)</source>
        <comment>analyze&apos;s verdict on a big board: %1 is the side to move, %2 the side that wins with best play (x or o); the plies are those of the winning line the search found, not proven the fewest; a ply is one move of either side</comment>
        <translation>
            <numerusform>%1 to move: %2 wins (in %n ply along the line found)</numerusform>
            <numerusform>%1 to move: %2 wins (in %n plies along the line found)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>-%n point(s)</source>
        <comment>review, line-score: the grade of a move that lost points, with a minus sign; keep it short</comment>
        <translation>
            <numerusform>-%n point</numerusform>
            <numerusform>-%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <comment>review&apos;s summary of a side: how many moves it played along the game&apos;s line</comment>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n result(s) left out, stopped by the time limit</source>
        <comment>analyze --certificate: %1 is what the certificate is (proof.cert: 45,116 positions, 71,506 bytes); the results proven by the analysis that the certificate does not hold</comment>
        <translation>
            <numerusform>%1; %n result left out, stopped by the time limit</numerusform>
            <numerusform>%1; %n results left out, stopped by the time limit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n result(s) the engine gave could not be proven: a bug, please report it</source>
        <comment>analyze --certificate: %1 is what the certificate is (proof.cert: 45,116 positions, 71,506 bytes); results the engine claimed that its own replay could not back with a proof</comment>
        <translation>
            <numerusform>%1; %n result the engine gave could not be proven: a bug, please report it</numerusform>
            <numerusform>%1; %n results the engine gave could not be proven: a bug, please report it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; it holds the wins and losses proven by threats, not the %n result(s) searched to the end</source>
        <comment>analyze --certificate on a board of more than 64 cells: %1 is what the certificate is (proof.cert: 45,116 positions, 71,506 bytes); results near the end of the game were searched exhaustively, and only threat proofs are certified</comment>
        <translation>
            <numerusform>%1; it holds the wins and losses proven by threats, not the %n result searched to the end</numerusform>
            <numerusform>%1; it holds the wins and losses proven by threats, not the %n results searched to the end</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n forbidden move(s)</source>
        <comment>review&apos;s summary of a side (renju, omok): how many of its moves were forbidden to it (the first lost the game)</comment>
        <translation>
            <numerusform>%n forbidden move</numerusform>
            <numerusform>%n forbidden moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ttt::explain</name>
    <message numerus="yes">
        <source>%1 holds with %n pair(s) of cells (%3): whenever %2 takes one cell of a pair, %1 takes the other. Every line %2 could still complete holds a whole pair, so %2 completes none.</source>
        <comment>%1 the side holding the tie, %2 the other side, %3 the pairs</comment>
        <translation>
            <numerusform>%1 holds with %n pair of cells (%3): whenever %2 takes one cell of the pair, %1 takes the other. Every line %2 could still complete holds the whole pair, so %2 completes none.</numerusform>
            <numerusform>%1 holds with %n pairs of cells (%3): whenever %2 takes one cell of a pair, %1 takes the other. Every line %2 could still complete holds a whole pair, so %2 completes none.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Whatever %1 plays (%n move(s)), %2 has an answer that keeps the win:</source>
        <comment>%1 the defender, %2 the attacker; the groups of replies follow</comment>
        <translation>
            <numerusform>Whatever %1 plays (%n move), %2 has an answer that keeps the win:</numerusform>
            <numerusform>Whatever %1 plays (%n moves), %2 has an answer that keeps the win:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Whatever %1 tries (%n move(s)), %2 has an answer that holds the tie:</source>
        <comment>%1 the attacker, %2 the side holding the tie; the groups follow</comment>
        <translation>
            <numerusform>Whatever %1 tries (%n move), %2 has an answer that holds the tie:</numerusform>
            <numerusform>Whatever %1 tries (%n moves), %2 has an answer that holds the tie:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds with %n pair(s) of cells (%3): whenever %2 takes one cell of a pair, %1 takes the other, and it never takes both. Every line %1 could still complete holds a whole pair, so %1 completes none.</source>
        <comment>misère; %1 the side holding the tie, %2 the other side, %3 the pairs</comment>
        <translation>
            <numerusform>%1 holds with %n pair of cells (%3): whenever %2 takes one cell of the pair, %1 takes the other, and it never takes both. Every line %1 could still complete holds the whole pair, so %1 completes none.</numerusform>
            <numerusform>%1 holds with %n pairs of cells (%3): whenever %2 takes one cell of a pair, %1 takes the other, and it never takes both. Every line %1 could still complete holds a whole pair, so %1 completes none.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 never loses here (%3), and %2 still has %n line(s) to fill that share no empty cell: %4.</source>
        <comment>misère; %1 the winner, %2 the loser, %3 why the winner never loses, %4 the lines</comment>
        <translation>
            <numerusform>%1 never loses here (%3), and %2 still has %n line to fill: %4.</numerusform>
            <numerusform>%1 never loses here (%3), and %2 still has %n lines to fill that share no empty cell: %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has only %n move(s) left to block them, so before the board is full %2 completes one and loses.</source>
        <comment>misère; %1 the winner, %2 the loser; after the lines it must fill</comment>
        <translation>
            <numerusform>%1 has only %n move left to block them, so before the board is full %2 completes one and loses.</numerusform>
            <numerusform>%1 has only %n moves left to block them, so before the board is full %2 completes one and loses.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ttt::gamefiles</name>
    <message numerus="yes">
        <source>%n variation(s)</source>
        <comment>what a file cannot hold: the game&apos;s variations</comment>
        <translation>
            <numerusform>%n variation</numerusform>
            <numerusform>%n variations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ttt::legality</name>
    <message numerus="yes">
        <source>%n mark(s)</source>
        <comment>how many marks a side has</comment>
        <translation>
            <numerusform>%n mark</numerusform>
            <numerusform>%n marks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n line(s) and no cell is in all of them, but the game ends at the first line, so the last move must have completed every one of them.</source>
        <comment>%1 is the side, x or o</comment>
        <translation>
            <numerusform>%1 has %n line and no cell is in all of them, but the game ends at the first line, so the last move must have completed every one of them.</numerusform>
            <numerusform>%1 has %n lines and no cell is in all of them, but the game ends at the first line, so the last move must have completed every one of them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ttt::review</name>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <comment>how many of a side&apos;s moves were mistakes (a win turned into a tie, a tie into a loss)</comment>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <comment>how many of a side&apos;s moves were blunders (a win turned into a loss)</comment>
        <translation>
            <numerusform>%n blunder</numerusform>
            <numerusform>%n blunders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) given away</source>
        <comment>line-score: the points a side&apos;s moves lost in all</comment>
        <translation>
            <numerusform>%n point given away</numerusform>
            <numerusform>%n points given away</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccurate move(s)</source>
        <comment>how many of a side&apos;s moves were inaccuracies: they kept the result but won later or lost sooner than the best move</comment>
        <translation>
            <numerusform>%n inaccurate move</numerusform>
            <numerusform>%n inaccurate moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>sets %n trap(s) out of 1 reply</source>
        <comment>whether the other side&apos;s only reply after a move loses</comment>
        <translation>
            <numerusform>sets %n trap out of 1 reply</numerusform>
            <numerusform>sets %n traps out of 1 reply</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>sets %n trap(s) out of %1 replies</source>
        <comment>the replies of the other side after a move that lose; %1 how many replies</comment>
        <translation>
            <numerusform>sets %n trap out of %1 replies</numerusform>
            <numerusform>sets %n traps out of %1 replies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ttt::text</name>
    <message numerus="yes">
        <source>row %1 is longer than row 1: expected &apos;/&apos; or the end of the line after %n cell(s), found %2</source>
        <comment>%1 is the number of the row; %2 is what was found</comment>
        <translation>
            <numerusform>row %1 is longer than row 1: expected &apos;/&apos; or the end of the line after %n cell, found %2</numerusform>
            <numerusform>row %1 is longer than row 1: expected &apos;/&apos; or the end of the line after %n cells, found %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row %1 is too long: expected the end of the row after %n cell(s), found %2</source>
        <comment>%1 is the number of the row; %2 is what was found</comment>
        <translation>
            <numerusform>row %1 is too long: expected the end of the row after %n cell, found %2</numerusform>
            <numerusform>row %1 is too long: expected the end of the row after %n cells, found %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected the end of the line after %n cell(s) (the most a board has), found %1</source>
        <comment>%1 is what was found</comment>
        <translation>
            <numerusform>expected the end of the line after %n cell (the most a board has), found %1</numerusform>
            <numerusform>expected the end of the line after %n cells (the most a board has), found %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row 1 ends after %n cell(s): a board has at least %1 columns</source>
        <comment>%1 is the fewest columns a board has (3)</comment>
        <translation>
            <numerusform>row 1 ends after %n cell: a board has at least %1 columns</numerusform>
            <numerusform>row 1 ends after %n cells: a board has at least %1 columns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row %1 ends after %n cell(s): expected %2, as in row 1</source>
        <comment>%1 is the number of the row; %2 is the number of cells in row 1</comment>
        <translation>
            <numerusform>row %1 ends after %n cell: expected %2, as in row 1</numerusform>
            <numerusform>row %1 ends after %n cells: expected %2, as in row 1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the line ends after %n cell(s): a board on one line without &apos;/&apos; between its rows must be square (%1 cells)</source>
        <comment>%1 is a list of numbers of cells, such as &apos;9, 16 or 25&apos;</comment>
        <translation>
            <numerusform>the line ends after %n cell: a board on one line without &apos;/&apos; between its rows must be square (%1 cells)</numerusform>
            <numerusform>the line ends after %n cells: a board on one line without &apos;/&apos; between its rows must be square (%1 cells)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the line ends after %n row(s): a board has %1 to %2 rows</source>
        <comment>%1 and %2 are the fewest and the most rows of a board</comment>
        <translation>
            <numerusform>the line ends after %n row: a board has %1 to %2 rows</numerusform>
            <numerusform>the line ends after %n rows: a board has %1 to %2 rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the board ends after %n row(s): a board has %1 to %2 rows</source>
        <comment>%1 and %2 are the fewest and the most rows of a board</comment>
        <translation>
            <numerusform>the board ends after %n row: a board has %1 to %2 rows</numerusform>
            <numerusform>the board ends after %n rows: a board has %1 to %2 rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row %1 ends after %n cell(s): expected %2</source>
        <comment>%1 is the number of the row; %2 is the number of cells in a row</comment>
        <translation>
            <numerusform>row %1 ends after %n cell: expected %2</numerusform>
            <numerusform>row %1 ends after %n cells: expected %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row %1 is too long: expected white space after %n cell(s), found %2</source>
        <comment>%1 is the number of the row; %2 is what was found</comment>
        <translation>
            <numerusform>row %1 is too long: expected white space after %n cell, found %2</numerusform>
            <numerusform>row %1 is too long: expected white space after %n cells, found %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected the end of the line after %n row(s) (the most a board has), found &apos;/&apos;</source>
        <translation>
            <numerusform>expected the end of the line after %n row (the most a board has), found &apos;/&apos;</numerusform>
            <numerusform>expected the end of the line after %n rows (the most a board has), found &apos;/&apos;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row 1 is too long: a board has at most %n column(s), found %1</source>
        <comment>%1 is what was found</comment>
        <translation>
            <numerusform>row 1 is too long: a board has at most %n column, found %1</numerusform>
            <numerusform>row 1 is too long: a board has at most %n columns, found %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected the end of the board after %n row(s) (the most a board has), found another row</source>
        <translation>
            <numerusform>expected the end of the board after %n row (the most a board has), found another row</numerusform>
            <numerusform>expected the end of the board after %n rows (the most a board has), found another row</numerusform>
        </translation>
    </message>
</context>
</TS>
