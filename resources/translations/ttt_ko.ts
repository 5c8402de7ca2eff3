<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>What if</source>
        <translation>만약</translation>
    </message>
    <message>
        <source>Analyse the board with the side you choose to move, whatever the counts of marks say. Problems with the counts become warnings.</source>
        <translation>x와 o의 개수와 관계없이, 고른 쪽이 둘 차례라고 보고 판을 분석합니다. 개수 문제는 경고로 바뀝니다.</translation>
    </message>
    <message>
        <source>Who moves:</source>
        <translation>둘 차례:</translation>
    </message>
    <message>
        <source>Line-score analyses any board with the side you choose to move; it starts from the side the counts give.</source>
        <translation>줄 점수 규칙은 고른 쪽이 둘 차례라고 보고 어떤 판이든 분석합니다. 처음에는 개수로 정해지는 쪽이 선택됩니다.</translation>
    </message>
    <message>
        <source>What if %1 is to move</source>
        <translation>%1 차례라고 가정</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 차례</translation>
    </message>
    <message>
        <source>is to move</source>
        <translation>차례라면</translation>
    </message>
    <message>
        <source>Alike moves</source>
        <translation>같은 수</translation>
    </message>
    <message>
        <source>Canonical form</source>
        <translation>표준형</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>규칙</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>둘 차례</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>게임</translation>
    </message>
    <message>
        <source>Legal</source>
        <translation>가능한 국면</translation>
    </message>
    <message>
        <source>Best moves</source>
        <translation>최선의 수</translation>
    </message>
    <message>
        <source>Best line</source>
        <translation>최선 수순</translation>
    </message>
    <message>
        <source>Games left</source>
        <translation>남은 게임</translation>
    </message>
    <message>
        <source>Games after</source>
        <translation>둔 뒤 남은 게임</translation>
    </message>
    <message>
        <source>Canonical</source>
        <translation>표준형</translation>
    </message>
    <message>
        <source>Board code</source>
        <translation>판 코드</translation>
    </message>
    <message>
        <source>Every way the game can still be played to its end from here under the rules, by result.</source>
        <translation>현재 규칙에서 이 국면부터 끝까지 둘 수 있는 모든 게임의 수를 결과별로 보여 줍니다.</translation>
    </message>
    <message>
        <source>Point at an empty cell on the board: every way the game can still be played after that move, by result.</source>
        <translation>판의 빈칸을 가리키면, 그 수를 둔 뒤 끝까지 둘 수 있는 모든 게임의 수를 결과별로 보여 줍니다.</translation>
    </message>
    <message>
        <source>Of the board&apos;s rotations and reflections, the one with the least board code: every board that is the same up to symmetry has this canonical form.</source>
        <translation>판을 회전하거나 뒤집은 것 중 판 코드가 가장 작은 것입니다. 대칭으로 같은 판은 모두 이 표준형을 가집니다.</translation>
    </message>
    <message>
        <source>The board as a base-3 number (empty 0, x 1, o 2; the top-left cell is the most significant digit), and the least code among its rotations and reflections.</source>
        <translation>판을 3진수로 나타낸 값(빈칸 0, x 1, o 2; 왼쪽 위 칸이 가장 높은 자리)과, 회전·대칭한 판 중 가장 작은 코드입니다.</translation>
    </message>
    <message>
        <source>—</source>
        <comment>nothing to show</comment>
        <translation>—</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>rules name: what they say</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>in progress, %1 of %2 cells filled, %3 so far</source>
        <translation>진행 중, %2칸 중 %1칸 채움, 현재 점수 %3</translation>
    </message>
    <message>
        <source>in progress, %1 of %2 cells filled</source>
        <translation>진행 중, %2칸 중 %1칸 채움</translation>
    </message>
    <message>
        <source>any board: line-score has no legality rules</source>
        <translation>모든 판: 줄 점수 규칙에는 가능 조건이 없음</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <source>no: %1</source>
        <translation>아니요: %1</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between rule names</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>hidden until a move is played (training)</source>
        <translation>수를 둘 때까지 숨김 (훈련)</translation>
    </message>
    <message>
        <source>not proven yet: the search is under way</source>
        <translation>아직 증명되지 않음: 탐색 중</translation>
    </message>
    <message>
        <source>not proven: the search was stopped</source>
        <translation>증명되지 않음: 탐색이 중지됨</translation>
    </message>
    <message>
        <source>any: every move has the same result</source>
        <translation>모든 수: 어느 수나 결과가 같음</translation>
    </message>
    <message>
        <source>not counted for this size (far too many games)</source>
        <translation>이 크기에서는 세지 않음 (게임 수가 너무 많음)</translation>
    </message>
    <message>
        <source>none: boards of more than %1 cells have no code</source>
        <translation>없음: %1칸이 넘는 판에는 코드가 없음</translation>
    </message>
    <message>
        <source>%1 (the least of its symmetric images)</source>
        <translation>%1 (대칭형 중 가장 작음)</translation>
    </message>
    <message>
        <source>%1 (least symmetric image %2)</source>
        <translation>%1 (가장 작은 대칭형 %2)</translation>
    </message>
    <message>
        <source>nobody: the game is over</source>
        <translation>없음: 게임이 끝남</translation>
    </message>
    <message>
        <source>%1 (what-if: chosen; by the counts %2 would move)</source>
        <translation>%1 (가정으로 선택; 개수로는 %2 차례)</translation>
    </message>
    <message>
        <source>%1 (what-if: chosen, not counted)</source>
        <translation>%1 (가정으로 선택, 개수로는 정해지지 않음)</translation>
    </message>
    <message>
        <source>%1 (%2 moves first)</source>
        <translation>%1 (%2가 먼저 둠)</translation>
    </message>
    <message>
        <source>%1 (the counts break turn parity, so the side with fewer marks; choose below)</source>
        <translation>%1 (개수가 차례 규칙에 맞지 않아 개수가 적은 쪽; 아래에서 고르십시오)</translation>
    </message>
    <message>
        <source>nobody: the counts break turn parity (%1 moves first)</source>
        <translation>없음: 개수가 차례 규칙에 맞지 않음 (%1가 먼저 둠)</translation>
    </message>
    <message>
        <source>point at an empty cell</source>
        <translation>빈칸을 가리키십시오</translation>
    </message>
    <message>
        <source>not counted for this size</source>
        <translation>이 크기에서는 세지 않음</translation>
    </message>
    <message>
        <source>%1 is taken</source>
        <translation>%1: 이미 둔 칸</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <comment>mark, cell, games by result</comment>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>none: the game is over</source>
        <translation>없음: 게임이 끝남</translation>
    </message>
    <message>
        <source>one empty cell</source>
        <translation>빈칸 하나</translation>
    </message>
    <message>
        <source>no two alike: each of the %1 empty cells leads somewhere different</source>
        <translation>같은 수 없음: 빈칸 %1개가 모두 다른 국면으로 이어짐</translation>
    </message>
    <message>
        <source>%1
this board %2</source>
        <comment>the canonical board in one line, how it is got</comment>
        <translation>%1
이 판을 %2</translation>
    </message>
    <message>
        <source>• %1</source>
        <translation>• %1</translation>
    </message>
    <message>
        <source>No real game reaches this position, so it has no heatmap</source>
        <translation>실제 게임에서 나올 수 없는 국면이라 히트맵이 없습니다</translation>
    </message>
    <message>
        <source>Empty cells with the same sign are the same move: a rotation or reflection that leaves the board as it is takes one to the other, so they lead to positions that are the same up to symmetry.</source>
        <translation>같은 부호가 적힌 빈칸은 같은 수입니다. 판을 그대로 두는 회전이나 대칭이 한 칸을 다른 칸으로 옮기므로, 두 칸은 대칭으로 같은 국면으로 이어집니다.</translation>
    </message>
    <message>
        <source>%1, and perhaps others not proven yet</source>
        <translation>%1 (아직 증명되지 않은 다른 수가 더 있을 수 있음)</translation>
    </message>
    <message>
        <source>The game is over: there is no move to analyse, whichever side is to move.</source>
        <translation>게임이 끝났습니다: 어느 쪽 차례든 분석할 수가 없습니다.</translation>
    </message>
    <message>
        <source>%1 different moves among %2 empty cells: cells with the same sign lead to the same position, turned or flipped</source>
        <translation>빈칸 %2개 중 서로 다른 수 %1개: 같은 부호의 칸은 돌리거나 뒤집으면 같은 국면으로 이어짐</translation>
    </message>
    <message>
        <source>Analyse Anyway</source>
        <translation>그래도 분석</translation>
    </message>
    <message>
        <source>Tick What if: the board is analysed as it stands, with the side to move you choose</source>
        <translation>“만약”을 선택합니다: 고른 쪽이 둘 차례라고 보고 판을 지금 그대로 분석합니다</translation>
    </message>
    <message>
        <source>Analyse Anyway (What if) analyses it as it stands, with the side to move you choose.</source>
        <translation>그래도 분석(만약)을 누르면 고른 쪽이 둘 차례라고 보고 판을 지금 그대로 분석합니다.</translation>
    </message>
    <message>
        <source>Best play by both sides to the end, each move by its cell&apos;s name (a1 the bottom-left corner).</source>
        <translation>양쪽의 최선의 수를 끝까지 보여 줍니다. 각 수는 칸의 이름으로 씁니다(a1은 왼쪽 아래 모서리).</translation>
    </message>
    <message>
        <source>none proven: the threat search found no forced win</source>
        <translation>증명된 것 없음: 위협 탐색이 필승 수순을 찾지 못했습니다</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>엔진</translation>
    </message>
    <message>
        <source>The move another program would play here (Engine menu), with what it said of the position: its opinion, not a proof. It is marked on the board with a diamond.</source>
        <translation>다른 프로그램(엔진 메뉴)이 여기서 둘 수와 그 프로그램이 이 국면에 대해 한 말입니다. 증명이 아니라 그 프로그램의 의견입니다. 판 위에는 마름모로 표시됩니다.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <comment>the first best moves, then how many more there are</comment>
        <translation>
            <numerusform>%1 외 %n개</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardFiles</name>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file.</source>
        <translation>%1 경로는 파일이 아니라 폴더입니다.</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder.</source>
        <translation>%1 경로는 폴더가 아니라 파일입니다.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>%1 폴더가 없습니다.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 파일이 없습니다.</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <translation>%1 파일은 읽기 전용입니다.</translation>
    </message>
    <message>
        <source>The folder %1 is read-only.</source>
        <translation>%1 폴더는 읽기 전용입니다.</translation>
    </message>
    <message>
        <source>The image could not be encoded as PNG.</source>
        <translation>이미지를 PNG로 인코딩하지 못했습니다.</translation>
    </message>
    <message>
        <source>The file has %1 bytes; files of up to %2 bytes are read (a board or a game takes a few hundred, a RenLib library a few million).</source>
        <translation>파일이 %1바이트입니다. %2바이트까지의 파일을 읽습니다 (판이나 기보는 수백 바이트, RenLib 라이브러리는 수백만 바이트입니다).</translation>
    </message>
    <message>
        <source>The file has more than %1 bytes; files of up to %1 bytes are read (a board or a game takes a few hundred, a RenLib library a few million).</source>
        <translation>파일이 %1바이트보다 큽니다. %1바이트까지의 파일을 읽습니다 (판이나 기보는 수백 바이트, RenLib 라이브러리는 수백만 바이트입니다).</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <translation>판</translation>
    </message>
</context>
<context>
    <name>BrainProcess</name>
    <message>
        <source>Engines play five in a row; this board is %1 in a row.</source>
        <translation>엔진은 오목(다섯 줄)을 둡니다. 이 판은 %1목입니다.</translation>
    </message>
    <message>
        <source>Engines play on boards of at least 5×5.</source>
        <translation>엔진은 5×5 이상의 판에서만 둡니다.</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1을(를) 시작할 수 없습니다: %2</translation>
    </message>
    <message>
        <source>%1 wrote a line of more than a megabyte; it was stopped.</source>
        <translation>%1이(가) 1메가바이트가 넘는 줄을 출력하여 중지했습니다.</translation>
    </message>
    <message>
        <source>%1 refused a board of %2×%3: “%4”.</source>
        <translation>%1이(가) %2×%3 판을 거부했습니다: “%4”.</translation>
    </message>
    <message>
        <source>%1 gave no move but said “%2”; it was stopped.</source>
        <translation>%1이(가) 수를 두지 않고 “%2”라고 하여 중지했습니다.</translation>
    </message>
    <message>
        <source>%1 answered “%2”, which is not a move; it was stopped.</source>
        <translation>%1이(가) 수가 아닌 “%2”라고 답하여 중지했습니다.</translation>
    </message>
    <message>
        <source>%1 answered %2,%3, which is off the board; it was stopped.</source>
        <translation>%1이(가) 판 밖인 %2,%3을(를) 답하여 중지했습니다.</translation>
    </message>
    <message>
        <source>%1 answered %2, which is taken; it was stopped.</source>
        <translation>%1이(가) 이미 돌이 있는 %2을(를) 답하여 중지했습니다.</translation>
    </message>
    <message>
        <source>%1 did not answer START within %2; it was stopped.</source>
        <translation>%1이(가) %2 안에 START에 답하지 않아 중지했습니다.</translation>
    </message>
    <message>
        <source>%1 did not answer ABOUT within %2; it was stopped.</source>
        <translation>%1이(가) %2 안에 ABOUT에 답하지 않아 중지했습니다.</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 (it was given %3); it was stopped.</source>
        <translation>%1이(가) %2 안에 답하지 않아 중지했습니다(주어진 시간 %3).</translation>
    </message>
    <message>
        <source>%1 crashed; it was stopped.</source>
        <translation>%1이(가) 비정상 종료되었습니다.</translation>
    </message>
    <message>
        <source>%1 quit (exit code %2).</source>
        <translation>%1이(가) 종료했습니다(종료 코드 %2).</translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <translation>
            <numerusform>%n초</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 did not answer RESTART within %2; it was stopped.</source>
        <translation>%1이(가) %2 안에 RESTART에 답하지 않아 중지했습니다.</translation>
    </message>
    <message>
        <source>Engines play free-style, exactly five or renju, not these rules.</source>
        <translation>엔진은 자유룰, 정확히 다섯(표준룰), 렌주룰로만 둡니다. 이 규칙으로는 두지 않습니다.</translation>
    </message>
</context>
<context>
    <name>EngineOpinion</name>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1이(가) 생각하는 중…</translation>
    </message>
    <message>
        <source>evaluation %1</source>
        <translation>평가 %1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>깊이 %1</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>수순 %1</translation>
    </message>
    <message>
        <source>%1 (%2&apos;s opinion, not a proof)</source>
        <translation>%1 (%2의 의견이며 증명이 아님)</translation>
    </message>
    <message>
        <source>No side is to move here, so %1 has nothing to say.</source>
        <translation>여기서는 둘 차례인 쪽이 없어 %1이(가) 할 말이 없습니다.</translation>
    </message>
    <message>
        <source>The game is over: %1 is not asked.</source>
        <translation>대국이 끝났습니다. %1에게 묻지 않습니다.</translation>
    </message>
</context>
<context>
    <name>EvaluationGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>평가 그래프</translation>
    </message>
    <message>
        <source>x ahead</source>
        <translation>x 우세</translation>
    </message>
    <message>
        <source>level</source>
        <translation>동점</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>무승부</translation>
    </message>
    <message>
        <source>o ahead</source>
        <translation>o 우세</translation>
    </message>
    <message>
        <source>The start</source>
        <translation>시작 국면</translation>
    </message>
    <message>
        <source>%1: not graded yet</source>
        <comment>move</comment>
        <translation>%1: 아직 평가 안 됨</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <comment>move, grade symbol, grade word</comment>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>The result shows once a move has been played (training).</source>
        <translation>수를 두면 결과가 나옵니다 (훈련).</translation>
    </message>
    <message>
        <source>Not proven yet.</source>
        <translation>아직 증명되지 않았습니다.</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <comment>the top of the graph&apos;s value axis</comment>
        <translation>%1 승</translation>
    </message>
    <message>
        <source>The result for x after each move with best play from there, whichever side is to move (the heatmap is for the side to move): a win above the middle line, a tie on it, a loss below, nearer the edge the faster. ?! marks an inaccuracy, ? a mistake, ?? a blunder; on big boards (?) a mistake by estimate, and a hollow point a position where nothing was proven. Point at one to read it; click it to go there.</source>
        <translation>각 수 다음에 양쪽이 최선으로 둘 때 x의 결과이며, 어느 쪽 차례든 같습니다(히트맵은 둘 차례인 쪽 기준입니다). 가운데 선보다 위는 승리, 선 위에 있으면 무승부, 선보다 아래는 패배이며, 가장자리에 가까울수록 결과가 빠릅니다. ?!는 부정확한 수, ?는 실수, ??는 대악수이고, 큰 판에서 (?)는 추정에 따른 실수, 속이 빈 점은 아무것도 증명되지 않은 국면입니다. 점을 가리키면 그 내용이 나오고, 클릭하면 그 수로 갑니다.</translation>
    </message>
    <message>
        <source>Nothing proven: the search found no forced win for either side here (a hollow point, on the middle line).</source>
        <translation>증명된 것 없음: 이 국면에서 탐색은 어느 쪽의 필승 수순도 찾지 못했습니다(가운데 선 위의 속이 빈 점).</translation>
    </message>
    <message>
        <source>%1: forbidden; its side loses the game here</source>
        <comment>move (renju, omok: a move its side may not play)</comment>
        <translation>%1: 금수. 이 수를 둔 쪽이 여기서 집니다</translation>
    </message>
    <message>
        <source>%1: after the end (a forbidden move lost the game before it)</source>
        <comment>move</comment>
        <translation>%1: 종국 후 (앞선 금수로 이미 진 대국)</translation>
    </message>
</context>
<context>
    <name>HeatmapLegend</name>
    <message>
        <source>best move</source>
        <translation>최선의 수</translation>
    </message>
    <message>
        <source>o ahead</source>
        <translation>o 우세</translation>
    </message>
    <message>
        <source>x ahead</source>
        <translation>x 우세</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>동점</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>승리</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>무승부</translation>
    </message>
    <message>
        <source>Lose</source>
        <translation>패배</translation>
    </message>
    <message>
        <source>Not proven yet</source>
        <translation>아직 증명 안 됨</translation>
    </message>
    <message>
        <source>Striped cells are not proven yet: ≥T at least a tie, ≤T at most a tie, ? nothing known. ~ marks the plies of the line found, not proven the fastest.</source>
        <translation>빗금 친 칸은 아직 증명되지 않았습니다: ≥무는 최소 무승부, ≤무는 최대 무승부, ?는 알려진 것 없음. ~는 가장 빠르다고 증명된 수가 아니라 찾은 수순의 수입니다.</translation>
    </message>
    <message>
        <source>Misère: completing a line loses, so a win comes when the other side is forced to complete one. %1</source>
        <translation>미제르: 줄을 완성하면 지므로, 상대가 어쩔 수 없이 줄을 완성하게 만들면 이깁니다. %1</translation>
    </message>
    <message>
        <source>The number on a cell is the final score, %1, if the side to move plays there and both sides then play perfectly. Blue: o ends ahead; orange: x ends ahead; grey: level. The strongest shades stand for %2 lines or more.</source>
        <comment>%1 is what the score counts: o lines minus x lines</comment>
        <translation>칸의 숫자는 둘 차례인 쪽이 그곳에 두고 이후 양쪽이 완벽하게 둘 때의 최종 점수(%1)입니다. 파랑: o 우세, 주황: x 우세, 회색: 동점. 가장 진한 색은 %2줄 이상 차이를 뜻합니다.</translation>
    </message>
    <message>
        <source>Misère, for the side to move:</source>
        <comment>legend title</comment>
        <translation>미제르, 둘 차례인 쪽 기준:</translation>
    </message>
    <message>
        <source>For the side to move:</source>
        <comment>legend title</comment>
        <translation>둘 차례인 쪽 기준:</translation>
    </message>
    <message>
        <source>Win, Tie and Lose are for the side to move if it plays there (the Game panel&apos;s graph is for x). The number on a cell is how many plies the game lasts with best play, that move included. The faster the result, the stronger the shade.</source>
        <translation>승리, 무승부, 패배는 둘 차례인 쪽이 그곳에 둘 때의 결과입니다 (게임 패널의 그래프는 x 기준입니다). 칸의 숫자는 최선으로 둘 때 그 수를 포함해 게임이 끝날 때까지의 수입니다. 결과가 빠를수록 색이 진합니다.</translation>
    </message>
    <message>
        <source>Estimate, not a result</source>
        <translation>추정값, 결과 아님</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Start</source>
        <translation>시작</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>%1 rules</source>
        <translation>%1 규칙</translation>
    </message>
    <message>
        <source>%1 moves first</source>
        <translation>%1가 먼저 둠</translation>
    </message>
    <message>
        <source> Its settings: %1.</source>
        <translation> 설정: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>&amp;New Board…</source>
        <translation>새 판(&amp;N)…</translation>
    </message>
    <message>
        <source>Start again from an empty, untitled board of the size you choose</source>
        <translation>고른 크기의 이름 없는 빈 판으로 새로 시작합니다</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>열기(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a board saved as text</source>
        <translation>텍스트로 저장한 판을 엽니다</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <source>Save the board as text</source>
        <translation>판을 텍스트로 저장합니다</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
        <source>Save the board as text under a new name</source>
        <translation>판을 새 이름의 텍스트로 저장합니다</translation>
    </message>
    <message>
        <source>&amp;Export as PNG…</source>
        <translation>PNG로 내보내기(&amp;E)…</translation>
    </message>
    <message>
        <source>Save a picture of the board with its heatmap, labels and verdict</source>
        <translation>히트맵, 레이블, 판정을 포함한 판 그림을 저장합니다</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <source>Close the window</source>
        <translation>창을 닫습니다</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>실행 취소</translation>
    </message>
    <message>
        <source>Undo the last edit or move</source>
        <translation>마지막 편집이나 수를 취소합니다</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>다시 실행</translation>
    </message>
    <message>
        <source>Redo what was undone</source>
        <translation>취소한 것을 다시 실행합니다</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>복사(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the board as text, a row of cells on each line</source>
        <translation>판을 한 줄에 한 행씩 텍스트로 복사합니다</translation>
    </message>
    <message>
        <source>Copy as &amp;One Line</source>
        <translation>한 줄로 복사(&amp;O)</translation>
    </message>
    <message>
        <source>Copy the board as text on one line, rows separated by &apos;/&apos;</source>
        <translation>판을 한 줄 텍스트로 복사합니다. 행은 &apos;/&apos;로 구분합니다</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>붙여넣기(&amp;P)</translation>
    </message>
    <message>
        <source>Set up the board from text on the clipboard</source>
        <translation>클립보드의 텍스트로 판을 배치합니다</translation>
    </message>
    <message>
        <source>C&amp;lear Board</source>
        <translation>판 비우기(&amp;L)</translation>
    </message>
    <message>
        <source>Take every mark off the board</source>
        <translation>판의 모든 기호를 지웁니다</translation>
    </message>
    <message>
        <source>Show &amp;Heatmap</source>
        <translation>히트맵 표시(&amp;H)</translation>
    </message>
    <message>
        <source>Colour every empty cell by what playing there leads to (hide it to quiz yourself)</source>
        <translation>빈칸마다 그곳에 두면 어떤 결과가 되는지 색으로 보여 줍니다 (숨기고 스스로 풀어 볼 수 있습니다)</translation>
    </message>
    <message>
        <source>Show &amp;Labels</source>
        <translation>레이블 표시(&amp;L)</translation>
    </message>
    <message>
        <source>Write the outcome and its plies on every heatmap cell</source>
        <translation>히트맵의 각 칸에 결과와 수를 적습니다</translation>
    </message>
    <message>
        <source>&amp;Play Mode</source>
        <translation>대국 모드(&amp;P)</translation>
    </message>
    <message>
        <source>A click plays the side to move&apos;s mark instead of cycling the cell</source>
        <translation>클릭하면 칸을 바꾸는 대신 둘 차례인 쪽의 기호를 둡니다</translation>
    </message>
    <message>
        <source>Perfect &amp;Reply</source>
        <translation>완벽한 응수(&amp;R)</translation>
    </message>
    <message>
        <source>In Play mode, the other side answers every move with its best move</source>
        <translation>대국 모드에서 상대가 모든 수에 최선의 수로 응수합니다</translation>
    </message>
    <message>
        <source>Play &amp;Best Move</source>
        <translation>최선의 수 두기(&amp;B)</translation>
    </message>
    <message>
        <source>Best Move</source>
        <translation>최선의 수</translation>
    </message>
    <message>
        <source>&amp;Stop Analysis</source>
        <translation>분석 중지(&amp;S)</translation>
    </message>
    <message>
        <source>Stop the search; what it has proven stays on the board</source>
        <translation>탐색을 멈춥니다. 증명된 결과는 판에 남습니다</translation>
    </message>
    <message>
        <source>Stop the search (Esc); what it has proven stays on the board</source>
        <translation>탐색을 멈춥니다 (Esc). 증명된 결과는 판에 남습니다</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>중지</translation>
    </message>
    <message>
        <source>Go to the &amp;Start</source>
        <translation>처음으로(&amp;S)</translation>
    </message>
    <message>
        <source>Show the position the game starts from</source>
        <translation>게임의 시작 국면을 보여 줍니다</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <translation>이전 수(&amp;P)</translation>
    </message>
    <message>
        <source>One move back along the game (also ← in the move list)</source>
        <translation>게임에서 한 수 뒤로 갑니다 (수 목록에서 ←도 가능)</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation>다음 수(&amp;N)</translation>
    </message>
    <message>
        <source>One move on along the game&apos;s line (also → in the move list)</source>
        <translation>게임 수순을 따라 한 수 앞으로 갑니다 (수 목록에서 →도 가능)</translation>
    </message>
    <message>
        <source>Go to the &amp;End</source>
        <translation>끝으로(&amp;E)</translation>
    </message>
    <message>
        <source>Show the last position of the line through this one</source>
        <translation>이 국면을 지나는 수순의 마지막 국면을 보여 줍니다</translation>
    </message>
    <message>
        <source>|◀</source>
        <comment>go to the start</comment>
        <translation>|◀</translation>
    </message>
    <message>
        <source>◀</source>
        <comment>previous move</comment>
        <translation>◀</translation>
    </message>
    <message>
        <source>▶</source>
        <comment>next move</comment>
        <translation>▶</translation>
    </message>
    <message>
        <source>▶|</source>
        <comment>go to the end</comment>
        <translation>▶|</translation>
    </message>
    <message>
        <source>Ne&amp;xt Mistake</source>
        <translation>다음 실수(&amp;X)</translation>
    </message>
    <message>
        <source>Go to the next move that was a mistake or a blunder</source>
        <translation>실수나 대악수였던 다음 수로 갑니다</translation>
    </message>
    <message>
        <source>Pre&amp;vious Mistake</source>
        <translation>이전 실수(&amp;V)</translation>
    </message>
    <message>
        <source>Go to the previous move that was a mistake or a blunder</source>
        <translation>실수나 대악수였던 이전 수로 갑니다</translation>
    </message>
    <message>
        <source>◀ ?</source>
        <comment>previous mistake</comment>
        <translation>◀ ?</translation>
    </message>
    <message>
        <source>? ▶</source>
        <comment>next mistake</comment>
        <translation>? ▶</translation>
    </message>
    <message>
        <source>&amp;Make Main Line</source>
        <translation>주 수순으로 만들기(&amp;M)</translation>
    </message>
    <message>
        <source>Make the variation the shown move is on the main line at its branch</source>
        <translation>보이는 수가 속한 변화를 그 갈림길의 주 수순으로 만듭니다</translation>
    </message>
    <message>
        <source>&amp;Delete Move</source>
        <translation>수 삭제(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the shown move and every move after it</source>
        <translation>보이는 수와 그 뒤의 모든 수를 삭제합니다</translation>
    </message>
    <message>
        <source>&amp;Training Mode</source>
        <translation>훈련 모드(&amp;T)</translation>
    </message>
    <message>
        <source>Hide the heatmap, the verdict and the grades until you have played your move; then it is graded at once</source>
        <translation>수를 둘 때까지 히트맵, 판정, 평가를 숨깁니다. 수를 두면 바로 평가합니다</translation>
    </message>
    <message>
        <source>Until &amp;Proven</source>
        <translation>증명될 때까지(&amp;P)</translation>
    </message>
    <message>
        <source>At Most &amp;1 Second</source>
        <translation>최대 &amp;1초</translation>
    </message>
    <message>
        <source>At Most &amp;%1 Seconds</source>
        <translation>최대 &amp;%1초</translation>
    </message>
    <message>
        <source>A perfect reply waits for the proof however long it takes</source>
        <translation>완벽한 응수는 시간이 얼마나 걸리든 증명을 기다립니다</translation>
    </message>
    <message>
        <source>After this long a perfect reply plays the best move proven so far, and says so</source>
        <translation>이 시간이 지나면 완벽한 응수는 그때까지 증명된 가장 좋은 수를 두고 그렇게 알립니다</translation>
    </message>
    <message>
        <source>&amp;x Moves First</source>
        <translation>&amp;x가 먼저 둠</translation>
    </message>
    <message>
        <source>x makes the first move of the game (the usual rule)</source>
        <translation>x가 게임의 첫 수를 둡니다 (보통 규칙)</translation>
    </message>
    <message>
        <source>&amp;o Moves First</source>
        <translation>&amp;o가 먼저 둠</translation>
    </message>
    <message>
        <source>o makes the first move of the game</source>
        <translation>o가 게임의 첫 수를 둡니다</translation>
    </message>
    <message>
        <source>&amp;Classic Rules</source>
        <translation>클래식 규칙(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Misère Rules</source>
        <translation>미제르 규칙(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Line-Score Rules</source>
        <translation>줄 점수 규칙(&amp;L)</translation>
    </message>
    <message>
        <source>Side to Move by the &amp;Counts</source>
        <translation>개수로 차례 정하기(&amp;C)</translation>
    </message>
    <message>
        <source>The counts of marks say whose turn it is</source>
        <translation>x와 o의 개수로 누구 차례인지 정합니다</translation>
    </message>
    <message>
        <source>What If &amp;x Is to Move</source>
        <translation>&amp;x 차례라고 가정</translation>
    </message>
    <message>
        <source>Analyse the board with x to move, whatever the counts say</source>
        <translation>개수와 관계없이 x 차례로 보고 판을 분석합니다</translation>
    </message>
    <message>
        <source>What If &amp;o Is to Move</source>
        <translation>&amp;o 차례라고 가정</translation>
    </message>
    <message>
        <source>Analyse the board with o to move, whatever the counts say</source>
        <translation>개수와 관계없이 o 차례로 보고 판을 분석합니다</translation>
    </message>
    <message>
        <source>Rotate &amp;Clockwise</source>
        <translation>시계 방향으로 회전(&amp;C)</translation>
    </message>
    <message>
        <source>Turn the board a quarter turn clockwise</source>
        <translation>판을 시계 방향으로 90° 돌립니다</translation>
    </message>
    <message>
        <source>Rotate &amp;Anticlockwise</source>
        <translation>반시계 방향으로 회전(&amp;A)</translation>
    </message>
    <message>
        <source>Turn the board a quarter turn anticlockwise</source>
        <translation>판을 반시계 방향으로 90° 돌립니다</translation>
    </message>
    <message>
        <source>Flip &amp;Left-Right</source>
        <translation>좌우 뒤집기(&amp;L)</translation>
    </message>
    <message>
        <source>Mirror the board: the left column becomes the right one</source>
        <translation>판을 좌우로 뒤집습니다. 왼쪽 열이 오른쪽 열이 됩니다</translation>
    </message>
    <message>
        <source>Flip &amp;Top-Bottom</source>
        <translation>상하 뒤집기(&amp;T)</translation>
    </message>
    <message>
        <source>Mirror the board: the top row becomes the bottom one</source>
        <translation>판을 상하로 뒤집습니다. 맨 위 행이 맨 아래 행이 됩니다</translation>
    </message>
    <message>
        <source>Show &amp;Alike Moves</source>
        <translation>같은 수 표시(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Mouse and Keys</source>
        <translation>마우스와 키(&amp;M)</translation>
    </message>
    <message>
        <source>How to set up, play and read the board</source>
        <translation>판을 배치하고, 두고, 읽는 방법</translation>
    </message>
    <message>
        <source>&amp;About Tic-Tac-Toe Analyzer</source>
        <translation>틱택토 분석기 정보(&amp;A)</translation>
    </message>
    <message>
        <source>What this program is</source>
        <translation>이 프로그램에 대하여</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt 정보(&amp;Q)</translation>
    </message>
    <message>
        <source>The Qt toolkit this program is built with</source>
        <translation>이 프로그램을 만드는 데 쓴 Qt 툴킷</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>최근 파일 열기(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Position</source>
        <translation>국면(&amp;P)</translation>
    </message>
    <message>
        <source>Perfect Reply &amp;Waits</source>
        <translation>완벽한 응수 대기 시간(&amp;W)</translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation>규칙(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Side to Move</source>
        <translation>둘 차례(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>게임(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>주 도구 모음</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>판:</translation>
    </message>
    <message>
        <source>The board&apos;s size and how many in a row win; a new choice starts an empty board (one step of Undo)</source>
        <translation>판 크기와 이기는 데 필요한 연속 개수입니다. 새로 고르면 빈 판에서 시작합니다 (실행 취소 한 단계)</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>판</translation>
    </message>
    <message>
        <source>First move:</source>
        <translation>첫 수:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>규칙:</translation>
    </message>
    <message>
        <source>The rules the position is analysed under</source>
        <translation>국면을 분석할 때 적용하는 규칙</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>규칙</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>분석</translation>
    </message>
    <message>
        <source>Every edit and move; click one to go back to it</source>
        <translation>모든 편집과 수입니다. 클릭하면 그 시점으로 돌아갑니다</translation>
    </message>
    <message>
        <source>History</source>
        <translation>기록</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>게임</translation>
    </message>
    <message>
        <source>Could not open %1</source>
        <translation>%1 파일을 열 수 없습니다</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>%1 열기</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 파일을 열었습니다.</translation>
    </message>
    <message>
        <source>Could not save %1</source>
        <translation>%1 파일을 저장할 수 없습니다</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 파일을 저장했습니다.</translation>
    </message>
    <message>
        <source>Could not export %1</source>
        <translation>%1 파일로 내보낼 수 없습니다</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 파일로 내보냈습니다.</translation>
    </message>
    <message>
        <source>That board is the one shown already.</source>
        <translation>이미 보고 있는 판입니다.</translation>
    </message>
    <message>
        <source>Open Board</source>
        <translation>판 열기</translation>
    </message>
    <message>
        <source>board.txt</source>
        <translation>board.txt</translation>
    </message>
    <message>
        <source>Save Board As</source>
        <translation>다른 이름으로 판 저장</translation>
    </message>
    <message>
        <source>board</source>
        <translation>board</translation>
    </message>
    <message>
        <source>Export as PNG</source>
        <translation>PNG로 내보내기</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 이미지 (*.png)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>제목 없음</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>목록 지우기(&amp;C)</translation>
    </message>
    <message>
        <source>Copied the game: its start and its moves</source>
        <translation>게임을 복사했습니다: 시작 국면과 수</translation>
    </message>
    <message numerus="yes">
        <source>Copied the board as %n rows</source>
        <translation>
            <numerusform>판을 %n행으로 복사했습니다</numerusform>
        </translation>
    </message>
    <message>
        <source>Copied the board as one line</source>
        <translation>판을 한 줄로 복사했습니다</translation>
    </message>
    <message>
        <source>Copied the board as one line, after a line with its settings</source>
        <translation>판을 한 줄로 복사했습니다 (앞에 설정 줄 포함)</translation>
    </message>
    <message>
        <source>Paste board</source>
        <translation>판 붙여넣기</translation>
    </message>
    <message>
        <source>The clipboard does not hold a board</source>
        <translation>클립보드에 판이 없습니다</translation>
    </message>
    <message>
        <source>The best move is not proven yet: wait for the analysis, or play one yourself.</source>
        <translation>최선의 수가 아직 증명되지 않았습니다. 분석을 기다리거나 직접 두십시오.</translation>
    </message>
    <message>
        <source>There is no move to play: the game is over or the position is not legal.</source>
        <translation>둘 수가 없습니다. 게임이 끝났거나 불가능한 국면입니다.</translation>
    </message>
    <message>
        <source>%1 replied %2, a proven best move</source>
        <translation>%1가 %2에 응수했습니다 (증명된 최선의 수)</translation>
    </message>
    <message>
        <source>In Play mode a right click does nothing; switch Play mode off (Ctrl+M) to edit.</source>
        <translation>대국 모드에서는 오른쪽 클릭이 동작하지 않습니다. 편집하려면 대국 모드를 끄십시오 (Ctrl+M).</translation>
    </message>
    <message>
        <source>%1 is taken.</source>
        <translation>%1에는 이미 기호가 있습니다.</translation>
    </message>
    <message>
        <source>This position cannot arise in a game, so there is no move to play; fix it first.</source>
        <translation>게임에서 나올 수 없는 국면이라 둘 수가 없습니다. 먼저 국면을 고치십시오.</translation>
    </message>
    <message>
        <source>The game is over: %1.</source>
        <translation>게임이 끝났습니다: %1.</translation>
    </message>
    <message>
        <source>%1. Best play: %2</source>
        <translation>%1. 최선 수순: %2</translation>
    </message>
    <message>
        <source>%1. Finding the best play after it…</source>
        <translation>%1. 이후의 최선 수순을 찾는 중…</translation>
    </message>
    <message>
        <source>%1. The best play after it shows once the analysis is done.</source>
        <translation>%1. 이후의 최선 수순은 분석이 끝나면 표시됩니다.</translation>
    </message>
    <message>
        <source>A quarter turn would not keep this board&apos;s shape: it is not square.</source>
        <translation>90° 돌리면 판 모양이 바뀝니다: 정사각형 판이 아닙니다.</translation>
    </message>
    <message>
        <source>The board looks the same after that: it is symmetric that way.</source>
        <translation>그렇게 해도 판이 같습니다: 그 방향으로 대칭입니다.</translation>
    </message>
    <message>
        <source>Side to Move by the &amp;Counts (or the Side Behind)</source>
        <translation>개수로 차례 정하기 (또는 개수가 적은 쪽)(&amp;C)</translation>
    </message>
    <message>
        <source>Analysing: %1</source>
        <comment>search figures</comment>
        <translation>분석 중: %1</translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <comment>search figures</comment>
        <translation>중지됨: %1</translation>
    </message>
    <message>
        <source>Proven: %1</source>
        <comment>search figures</comment>
        <translation>증명 완료: %1</translation>
    </message>
    <message>
        <source>%1 replies once its best move is proven. %2</source>
        <translation>%1는 최선의 수가 증명되면 응수합니다. %2</translation>
    </message>
    <message>
        <source>after this move</source>
        <translation>이 수 다음에</translation>
    </message>
    <message>
        <source>before this move</source>
        <translation>이 수 앞에</translation>
    </message>
    <message>
        <source>No mistake %1 among the moves graded so far.</source>
        <translation>지금까지 평가한 수 중 %1 실수가 없습니다.</translation>
    </message>
    <message>
        <source>No mistake %1.</source>
        <translation>%1 실수가 없습니다.</translation>
    </message>
    <message>
        <source>Best move!</source>
        <translation>최선의 수입니다!</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>grade: what it means</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Other Size…</source>
        <translation>다른 크기…</translation>
    </message>
    <message>
        <source>Training against perfect play: answers show once you have moved</source>
        <translation>완벽한 수를 상대로 훈련: 수를 두면 답이 나옵니다</translation>
    </message>
    <message>
        <source>Training: answers show once a move has been played</source>
        <translation>훈련: 수를 두면 답이 나옵니다</translation>
    </message>
    <message>
        <source>Setting up: a click cycles a cell</source>
        <translation>배치: 클릭하면 칸이 바뀝니다</translation>
    </message>
    <message>
        <source>Playing, with perfect replies</source>
        <translation>대국: 완벽한 응수</translation>
    </message>
    <message>
        <source>Playing: a click plays the side to move</source>
        <translation>대국: 클릭하면 둘 차례인 쪽이 둡니다</translation>
    </message>
    <message>
        <source>Drop board</source>
        <translation>판 끌어다 놓기</translation>
    </message>
    <message>
        <source>The dropped text is not a board</source>
        <translation>끌어다 놓은 텍스트는 판이 아닙니다</translation>
    </message>
    <message>
        <source>Mouse and Keys</source>
        <translation>마우스와 키</translation>
    </message>
    <message>
        <source>About Tic-Tac-Toe Analyzer</source>
        <translation>틱택토 분석기 정보</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tic-Tac-Toe Analyzer %1&lt;/h3&gt;&lt;p&gt;See why a tic-tac-toe position is won, drawn or lost: set up any position, and every empty cell shows what it leads to with perfect play.&lt;/p&gt;&lt;p&gt;The analysis is exact: tic-tac-toe is read from a table of every position, and boards up to 8×8 with k in a row are solved by a search in the background.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;틱택토 분석기 %1&lt;/h3&gt;&lt;p&gt;틱택토 국면이 왜 이기고, 비기고, 지는지 보여 줍니다. 어떤 국면이든 배치하면 모든 빈칸에 완벽한 수로 두었을 때의 결과가 나타납니다.&lt;/p&gt;&lt;p&gt;분석은 정확합니다. 틱택토는 모든 국면을 담은 표에서 읽고, 8×8까지의 k목 판은 백그라운드 탐색으로 풉니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>시스템 언어</translation>
    </message>
    <message>
        <source>the system&apos;s language</source>
        <translation>시스템 언어</translation>
    </message>
    <message>
        <source>Tic-Tac-Toe Analyzer will speak %1 from its next start.</source>
        <translation>다음 실행부터 틱택토 분석기의 표시 언어가 바뀝니다: %1</translation>
    </message>
    <message>
        <source>Writing the proof: %1 positions, %2 s</source>
        <translation>증명을 쓰는 중: 국면 %1개, %2초</translation>
    </message>
    <message>
        <source>Export &amp;Proof…</source>
        <translation>증명 내보내기(&amp;P)…</translation>
    </message>
    <message>
        <source>Save a certificate of what is proven about this position, which ttt-check verifies</source>
        <translation>이 국면에 대해 증명된 것을 ttt-check가 검증할 수 있는 증명서로 저장합니다</translation>
    </message>
    <message>
        <source>Export Proof</source>
        <translation>증명 내보내기</translation>
    </message>
    <message>
        <source>Proof certificates (*.tttproof)</source>
        <translation>증명서 (*.tttproof)</translation>
    </message>
    <message>
        <source>Could not export the proof</source>
        <translation>증명을 내보내지 못했습니다</translation>
    </message>
    <message>
        <source>Writing the proof…</source>
        <translation>증명을 쓰는 중…</translation>
    </message>
    <message>
        <source>%1 positions, every result proven; ttt-check verifies it.</source>
        <translation>국면 %1개, 모든 결과가 증명됨. ttt-check로 검증할 수 있습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%1 positions; %n result(s) left out: stopped before they were proven.</source>
        <translation>
            <numerusform>국면 %1개. 결과 %n개 제외: 증명되기 전에 멈췄습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 positions: what was proven when the analysis stopped.</source>
        <translation>국면 %1개: 분석이 멈췄을 때까지 증명된 것.</translation>
    </message>
    <message>
        <source>Proof exported to %1</source>
        <translation>증명을 %1에 내보냈습니다</translation>
    </message>
    <message>
        <source> It names no rules: %1 rules kept.</source>
        <translation> 규칙이 지정되지 않아 %1 규칙을 유지합니다.</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>저장하지 않은 변경 내용</translation>
    </message>
    <message>
        <source>Save the changes to %1?</source>
        <translation>%1의 변경 내용을 저장하시겠습니까?</translation>
    </message>
    <message>
        <source>Changes that are not saved are lost.</source>
        <translation>저장하지 않은 변경 내용은 사라집니다.</translation>
    </message>
    <message>
        <source>Restore Session</source>
        <translation>세션 복원</translation>
    </message>
    <message>
        <source>Restore the last session?</source>
        <translation>지난 세션을 복원하시겠습니까?</translation>
    </message>
    <message>
        <source>The window did not close normally last time. What it showed (%1) can be brought back.</source>
        <translation>지난번에 창이 정상적으로 닫히지 않았습니다. 그때 보이던 내용(%1)을 되살릴 수 있습니다.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>복원(&amp;R)</translation>
    </message>
    <message>
        <source>game.txt</source>
        <translation>game.txt</translation>
    </message>
    <message>
        <source>Save Game As</source>
        <translation>다른 이름으로 게임 저장</translation>
    </message>
    <message>
        <source>Paste game</source>
        <translation>게임 붙여넣기</translation>
    </message>
    <message>
        <source>The clipboard&apos;s game record cannot be read</source>
        <translation>클립보드의 게임 기록을 읽을 수 없습니다</translation>
    </message>
    <message>
        <source>Drop game</source>
        <translation>게임 끌어다 놓기</translation>
    </message>
    <message>
        <source>The dropped game record cannot be read</source>
        <translation>끌어다 놓은 게임 기록을 읽을 수 없습니다</translation>
    </message>
    <message>
        <source>Board and Rules</source>
        <translation>판과 규칙</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>레이아웃 초기화(&amp;R)</translation>
    </message>
    <message>
        <source>Put the panels and the toolbars back where they were at the first start, at their first sizes</source>
        <translation>패널과 도구 모음을 처음 실행했을 때의 위치와 크기로 되돌립니다</translation>
    </message>
    <message>
        <source>Tag every empty cell with a Greek letter; cells with the same sign are the same move up to rotation and reflection</source>
        <translation>빈칸마다 그리스 문자를 붙입니다. 같은 부호의 칸은 회전과 대칭으로 보면 같은 수입니다</translation>
    </message>
    <message>
        <source>&amp;Resume Analysis</source>
        <translation>분석 재개(&amp;R)</translation>
    </message>
    <message>
        <source>Go on with the search from what it has proven</source>
        <translation>증명된 결과부터 탐색을 이어 갑니다</translation>
    </message>
    <message>
        <source>Go on with the search (Esc) from what it has proven</source>
        <translation>증명된 결과부터 탐색을 이어 갑니다 (Esc)</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>재개</translation>
    </message>
    <message>
        <source>%1 replied %2 before the proof: its best estimate</source>
        <translation>%1가 증명 전에 %2에 응수했습니다 (최선으로 추정한 수)</translation>
    </message>
    <message>
        <source>Restore the last session</source>
        <translation>지난 세션 복원</translation>
    </message>
    <message>
        <source>Restored the last session</source>
        <translation>지난 세션을 복원했습니다</translation>
    </message>
    <message>
        <source>&amp;Why</source>
        <translation>이유(&amp;W)</translation>
    </message>
    <message>
        <source>Why the position or the move under the pointer has its result, from its proof, with the proof explorer</source>
        <translation>국면이나 포인터가 가리키는 수가 왜 그런 결과인지 증명에서 읽어 보여 주며, 증명 탐색기도 함께 제공합니다</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>이유</translation>
    </message>
    <message>
        <source>Show &amp;Sharpness</source>
        <translation>날카로움 표시(&amp;S)</translation>
    </message>
    <message>
        <source>Mark the only move that keeps the result with !, and each tie with the replies that lose against it (6/22: 6 of 22 replies lose)</source>
        <translation>결과를 지키는 유일한 수에 !를 표시하고, 무승부가 되는 수마다 그 수에 지는 응수의 개수를 표시합니다 (6/22: 응수 22개 중 6개가 짐)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Why&lt;/h3&gt;&lt;p&gt;View › Why (Ctrl+I) explains the move under the pointer, or the position, from its proof: a win&apos;s forcing line (threats and the blocks they force, numbered on the board, to a double threat), a tie&apos;s pairs drawn as dominoes (when one side takes a cell of a pair, the other takes its partner), or the answer to each reply. The proof explorer steps into the proof; choose an item to see its position on the board. The tooltip says when a move is the only one that keeps the result, and how many of the other side&apos;s replies lose against a tie; View › Show Sharpness puts the same on the board.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;이유&lt;/h3&gt;&lt;p&gt;보기 › 이유(Ctrl+I)는 포인터가 가리키는 수나 국면을 그 증명으로 설명합니다: 이기는 경우에는 강제 수순(위협과 그 위협이 강요하는 막기를 판 위에 번호로 표시하고, 이중 위협까지), 무승부인 경우에는 도미노로 그린 칸 짝(한쪽이 어떤 짝의 한 칸을 차지하면 다른 쪽은 그 짝의 나머지 칸을 차지합니다), 아니면 각 응수에 대한 답을 보여 줍니다. 증명 탐색기로 증명 속으로 들어가 볼 수 있고, 항목을 고르면 그 국면이 판 위에 나타납니다. 도구 설명은 어떤 수가 결과를 지키는 유일한 수인지, 무승부 수에 대해 상대의 응수 중 몇 개가 지는지 알려 줍니다. 보기 › 날카로움 표시를 켜면 같은 내용이 판 위에 나타납니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>No sharpness to show yet</source>
        <translation>아직 표시할 날카로움이 없습니다</translation>
    </message>
    <message>
        <source>No sharpness to show</source>
        <translation>표시할 날카로움이 없습니다</translation>
    </message>
    <message>
        <source>The badges need the position&apos;s result proven, then its moves&apos; results; the search has not proven it yet.</source>
        <translation>배지를 표시하려면 국면의 결과가 증명되고, 이어서 각 수의 결과가 증명되어야 합니다. 탐색이 아직 국면의 결과를 증명하지 못했습니다.</translation>
    </message>
    <message>
        <source>On a board this big that can take hours; a position a few moves further on is proven sooner.</source>
        <translation>이렇게 큰 판에서는 몇 시간이 걸릴 수 있습니다. 몇 수 더 진행된 국면은 더 빨리 증명됩니다.</translation>
    </message>
    <message>
        <source>Line-score results are scores: no move keeps or throws away a win or a tie, so none is sharp.</source>
        <translation>줄 점수 규칙의 결과는 점수입니다. 승리나 무승부를 지키거나 놓치는 수가 없으므로 날카로운 수도 없습니다.</translation>
    </message>
    <message>
        <source>This position has no move to judge: the game is over, or no game reaches it.</source>
        <translation>이 국면에는 판단할 수가 없습니다: 게임이 끝났거나, 게임에서 나올 수 없는 국면입니다.</translation>
    </message>
    <message>
        <source>In training the badges show once a move has been played here.</source>
        <translation>훈련 중에는 여기서 수를 두면 배지가 나타납니다.</translation>
    </message>
    <message>
        <source>The analysis of this board waits for you</source>
        <translation>이 판의 분석은 시작을 기다리고 있습니다</translation>
    </message>
    <message>
        <source>No proof is expected here, and the search takes every core while it runs.</source>
        <translation>이 판은 증명을 기대하기 어렵고, 탐색이 실행되는 동안 모든 코어를 씁니다.</translation>
    </message>
    <message>
        <source>It takes %1, every core while it runs.</source>
        <translation>%1 걸리며, 실행되는 동안 모든 코어를 씁니다.</translation>
    </message>
    <message>
        <source>The last search of this board did not finish</source>
        <translation>이 판의 지난 탐색이 끝나지 않았습니다</translation>
    </message>
    <message>
        <source>What it proved is shown (%1); it goes on when you ask.</source>
        <translation>그때까지 증명된 결과가 표시되어 있습니다(%1). 요청하면 탐색을 이어 갑니다.</translation>
    </message>
    <message>
        <source>Resume Analysis</source>
        <translation>분석 재개</translation>
    </message>
    <message>
        <source>First Move</source>
        <translation>첫 수</translation>
    </message>
    <message>
        <source>This game was started by %1. Start a new game with %2 first?</source>
        <translation>이 게임은 %1가 먼저 두었습니다. %2가 먼저 두는 새 게임을 시작하시겠습니까?</translation>
    </message>
    <message>
        <source>A new game starts from an empty board. Keeping this game analyses it as a what-if: %1 still moves first in it, and no game that %2 starts reaches its positions.</source>
        <translation>새 게임은 빈 판에서 시작합니다. 이 게임을 유지하면 가정으로 분석합니다: 이 게임에서는 여전히 %1가 먼저 두며, %2가 먼저 두는 게임에서는 이 게임의 국면이 나올 수 없습니다.</translation>
    </message>
    <message>
        <source>&amp;New Game, %1 First</source>
        <translation>%1가 먼저 두는 새 게임(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Keep as a What-If</source>
        <translation>가정으로 유지(&amp;K)</translation>
    </message>
    <message>
        <source>The proof is exported once the analysis is done</source>
        <translation>증명은 분석이 끝나면 내보냅니다</translation>
    </message>
    <message>
        <source>Export What Is Proven Now</source>
        <translation>지금까지 증명된 것 내보내기</translation>
    </message>
    <message>
        <source>It waits for every move to be proven: %1.</source>
        <translation>모든 수가 증명될 때까지 기다립니다: %1.</translation>
    </message>
    <message>
        <source>New game, %1 moves first</source>
        <translation>새 게임, %1가 먼저 둠</translation>
    </message>
    <message>
        <source>The computer plays the best move for the side to move: the game&apos;s first move too</source>
        <translation>컴퓨터가 둘 차례인 쪽의 최선의 수를 둡니다. 게임의 첫 수도 둘 수 있습니다</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <comment>a line by its two ends</comment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1 wins: %2 completed %3</source>
        <comment>misère: winner, loser, line</comment>
        <translation>%1 승리: %2가 %3 줄을 완성했습니다</translation>
    </message>
    <message>
        <source>%1 wins: %2</source>
        <comment>winner: the line completed</comment>
        <translation>%1 승리: %2 줄 완성</translation>
    </message>
    <message>
        <source>A tie: the board is full, as many o lines as x lines</source>
        <translation>무승부: 판이 다 찼고 o와 x의 줄 수가 같습니다</translation>
    </message>
    <message>
        <source>A tie: the board is full</source>
        <translation>무승부: 판이 다 찼습니다</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) takes the last move back; File › New Board (Ctrl+N) starts again.</source>
        <translation>실행 취소(Ctrl+Z)로 마지막 수를 무르고, 파일 › 새 판(Ctrl+N)으로 새로 시작합니다.</translation>
    </message>
    <message>
        <source>No moves yet: in Play mode (Ctrl+M) each click plays a move of the game, and Play Best Move (Ctrl+B) lets the computer play one, the first move too.</source>
        <translation>아직 수가 없습니다. 대국 모드(Ctrl+M)에서는 클릭할 때마다 게임의 수를 두고, 최선의 수 두기(Ctrl+B)로 컴퓨터가 수를 두게 할 수 있습니다. 첫 수도 마찬가지입니다.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>search figures · what to expect</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Kept from the last run: %1</source>
        <comment>search figures</comment>
        <translation>지난 실행에서 이어받음: %1</translation>
    </message>
    <message>
        <source>Not started: %1</source>
        <comment>what to expect</comment>
        <translation>시작되지 않음: %1</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>시작되지 않음</translation>
    </message>
    <message>
        <source>Playing, with perfect replies: %1 lets the computer start</source>
        <translation>대국: 완벽한 응수, %1 키를 누르면 컴퓨터가 먼저 둡니다</translation>
    </message>
    <message>
        <source>Playing: a click plays; %1 lets the computer move</source>
        <translation>대국: 클릭하면 둡니다. %1 키를 누르면 컴퓨터가 둡니다</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins: the board is full, %n line(s) ahead</source>
        <comment>line-score</comment>
        <translation>
            <numerusform>%1 승리: 판이 다 찼고 %n줄 앞섭니다</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;h3&gt;Setting up&lt;/h3&gt;&lt;p&gt;A left click cycles a cell empty → x → o → empty; a right click goes the other way.&lt;/p&gt;&lt;p&gt;Arrow keys move the focus ring; &lt;b&gt;x&lt;/b&gt; and &lt;b&gt;o&lt;/b&gt; put that mark on the focus cell, and &lt;b&gt;.&lt;/b&gt;, Space or Delete empty it. Enter acts like a left click.&lt;/p&gt;&lt;h3&gt;Playing&lt;/h3&gt;&lt;p&gt;In Play mode (Ctrl+M) a click plays the side to move&apos;s mark. With Perfect Reply (Ctrl+R) the other side answers with its best move. Play Best Move (Ctrl+B, ★ Best Move on the toolbar) lets the computer play the side to move: at the start, the computer moves first. A game played to its end says how it ended.&lt;/p&gt;&lt;h3&gt;Reading the board&lt;/h3&gt;&lt;p&gt;Each empty cell shows what playing there leads to for the side to move: &lt;b&gt;Win&lt;/b&gt; (blue), &lt;b&gt;Tie&lt;/b&gt; (grey) or &lt;b&gt;Lose&lt;/b&gt; (orange), with the number of plies until the game ends under best play. Stronger shades are faster results; ★ marks the best moves. Hover a cell to see the best continuation as numbered marks, and in the Analysis panel how many games can still follow that move.&lt;/p&gt;&lt;p&gt;Under &lt;b&gt;Line-score&lt;/b&gt; rules each empty cell shows the final score instead, o lines minus x lines: blue where o ends ahead, orange where x does, grey when level.&lt;/p&gt;&lt;p&gt;The letters and numbers around the board name the cells, as the panel and the status bar do, rows counted from the bottom as gomoku and chess players count them: a1 is the bottom-left corner, c2 the third column of the second row from the bottom. A small triangle in a tile&apos;s corner marks the last move played.&lt;/p&gt;&lt;p&gt;A small Greek letter in a cell&apos;s corner groups alike moves: cells with the same sign lead to the same position turned or flipped. Position › Rotate and Flip move the marks.&lt;/p&gt;&lt;h3&gt;Rules and side to move&lt;/h3&gt;&lt;p&gt;Choose &lt;b&gt;Classic&lt;/b&gt;, &lt;b&gt;Misère&lt;/b&gt; (completing a line loses) or &lt;b&gt;Line-score&lt;/b&gt; on the toolbar or in Position › Rules, and who moves first. &lt;b&gt;What if&lt;/b&gt; in the Analysis panel names the side to move whatever the counts say: a board no game reaches is then analysed anyway, with its problems as warnings.&lt;/p&gt;&lt;h3&gt;Bigger boards&lt;/h3&gt;&lt;p&gt;File › New Board (or Board on the toolbar) picks a size from 3×3 to 8×8 and how many in a row win. Bigger boards are searched in the background: striped cells are not proven yet (≥T at least a tie, ≤T at most a tie, ? nothing known) and take their colour as they are proven. The New Board dialog says what to expect of each board: at once, seconds, minutes, or no proof expected. The status bar shows the progress; Esc stops the search, keeping what it has proven, and resumes it. A window that opens on a search left unfinished, or on one that takes minutes, waits for Resume. ~ before the plies marks those of the line found, on boards of more than 16 cells.&lt;/p&gt;&lt;h3&gt;Games&lt;/h3&gt;&lt;p&gt;The moves played in Play mode make a game, listed in the Game panel with the grade of each move: ✓ best, ?! inaccuracy (the same result, but a win that comes later or a loss that comes sooner), ? mistake, ?? blunder (the tooltip says why). Click a move to see the position after it; ←/→ in the list (Alt+←/→ anywhere) step through the game, F8 and Shift+F8 go to the next and previous mistake. Playing another move at an earlier point opens a variation; Game › Make Main Line and Delete Move edit them. The graph shows the result for x after every move (the heatmap&apos;s is the side to move&apos;s); point at one to read it. In Training mode (Ctrl+T) the answers stay hidden until you have played.&lt;/p&gt;&lt;h3&gt;Text&lt;/h3&gt;&lt;p&gt;Boards are rows of x, o and . (or - and _), or one line like &lt;tt&gt;xoo/.x./..x&lt;/tt&gt;, after an optional line such as &lt;tt&gt;# k=5 rules=misere&lt;/tt&gt;; a board whose text names no rules keeps the window&apos;s. Copy, paste, open, save, or drop a file or text on the window.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;배치&lt;/h3&gt;&lt;p&gt;왼쪽 클릭은 칸을 빈칸 → x → o → 빈칸 순으로 바꾸고, 오른쪽 클릭은 반대 순서로 바꿉니다.&lt;/p&gt;&lt;p&gt;방향키로 포커스 테두리를 옮깁니다. &lt;b&gt;x&lt;/b&gt;와 &lt;b&gt;o&lt;/b&gt;는 포커스 칸에 그 기호를 놓고, &lt;b&gt;.&lt;/b&gt;, Space, Delete는 칸을 비웁니다. Enter는 왼쪽 클릭과 같습니다.&lt;/p&gt;&lt;h3&gt;대국&lt;/h3&gt;&lt;p&gt;대국 모드(Ctrl+M)에서는 클릭하면 둘 차례인 쪽의 기호를 둡니다. 완벽한 응수(Ctrl+R)를 켜면 상대가 최선의 수로 응수합니다. 최선의 수 두기(Ctrl+B, 도구 모음의 ★ 최선의 수)를 쓰면 컴퓨터가 둘 차례인 쪽의 수를 둡니다. 처음에 쓰면 컴퓨터가 먼저 둡니다. 끝까지 둔 게임은 어떻게 끝났는지 알려 줍니다.&lt;/p&gt;&lt;h3&gt;판 읽기&lt;/h3&gt;&lt;p&gt;각 빈칸은 둘 차례인 쪽이 그곳에 두면 어떻게 되는지 보여 줍니다: &lt;b&gt;승리&lt;/b&gt;(파랑), &lt;b&gt;무승부&lt;/b&gt;(회색), &lt;b&gt;패배&lt;/b&gt;(주황)와 함께, 최선으로 둘 때 게임이 끝날 때까지의 수를 표시합니다. 색이 진할수록 결과가 빠르며, ★는 최선의 수입니다. 칸 위에 마우스를 올리면 최선의 이어지는 수순이 번호 붙은 기호로 나타나고, 분석 패널에는 그 수 다음에 둘 수 있는 게임 수가 나옵니다.&lt;/p&gt;&lt;p&gt;&lt;b&gt;줄 점수&lt;/b&gt; 규칙에서는 각 빈칸에 최종 점수(o 줄 수 − x 줄 수)가 대신 표시됩니다: o가 앞서면 파랑, x가 앞서면 주황, 동점이면 회색입니다.&lt;/p&gt;&lt;p&gt;판 둘레의 글자와 숫자는 칸의 이름이며, 패널과 상태 표시줄도 같은 이름을 씁니다: 행은 오목과 체스처럼 아래에서부터 셉니다: a1은 왼쪽 아래 모서리, c2는 아래에서 둘째 행의 3열입니다. 칸 모서리의 작은 삼각형은 마지막으로 둔 수를 표시합니다.&lt;/p&gt;&lt;p&gt;칸 모서리의 작은 그리스 문자는 같은 수를 묶습니다. 같은 부호의 칸은 돌리거나 뒤집으면 같은 국면으로 이어집니다. 국면 › 회전과 뒤집기는 기호를 옮깁니다.&lt;/p&gt;&lt;h3&gt;규칙과 둘 차례&lt;/h3&gt;&lt;p&gt;도구 모음이나 국면 › 규칙에서 &lt;b&gt;클래식&lt;/b&gt;, &lt;b&gt;미제르&lt;/b&gt;(줄을 완성하면 패배), &lt;b&gt;줄 점수&lt;/b&gt; 중 하나와 먼저 둘 쪽을 고릅니다. 분석 패널의 &lt;b&gt;만약&lt;/b&gt;은 개수와 관계없이 둘 차례를 정합니다. 그러면 게임에서 나올 수 없는 판도 문제를 경고로 보여 주며 분석합니다.&lt;/p&gt;&lt;h3&gt;더 큰 판&lt;/h3&gt;&lt;p&gt;파일 › 새 판(또는 도구 모음의 판)에서 3×3부터 8×8까지의 크기와 이기는 데 필요한 연속 개수를 고릅니다. 큰 판은 백그라운드에서 탐색합니다. 빗금 친 칸은 아직 증명되지 않은 칸이며(≥무는 최소 무승부, ≤무는 최대 무승부, ?는 알려진 것 없음), 증명되는 대로 색이 입혀집니다. 새 판 대화 상자는 판마다 무엇을 기대할 수 있는지 알려 줍니다: 즉시, 몇 초, 몇 분, 또는 증명 기대 어려움. 상태 표시줄에 진행 상황이 나옵니다. Esc는 증명된 결과를 남긴 채 탐색을 멈추며, 다시 누르면 탐색을 재개합니다. 창을 열었을 때 지난번에 끝나지 않은 탐색이나 몇 분 걸리는 탐색이 있으면, 재개를 누를 때까지 시작하지 않고 기다립니다. 16칸이 넘는 판에서 수 앞의 ~는 찾은 수순의 수라는 뜻입니다.&lt;/p&gt;&lt;h3&gt;게임&lt;/h3&gt;&lt;p&gt;대국 모드에서 둔 수는 게임이 되어 게임 패널에 수마다 평가와 함께 나열됩니다: ✓ 최선, ?! 부정확한 수(결과는 같지만 승리가 더 늦게 오거나 패배가 더 빨리 옴), ? 실수, ?? 대악수(이유는 도구 설명에 나옵니다). 수를 클릭하면 그 수 다음 국면을 보여 줍니다. 목록에서 ←/→(어디서나 Alt+←/→)로 게임을 한 수씩 이동하고, F8과 Shift+F8로 다음·이전 실수로 갑니다. 앞선 시점에서 다른 수를 두면 변화가 생기며, 게임 › 주 수순으로 만들기와 수 삭제로 편집합니다. 그래프는 매 수 다음의 x 결과를 보여 줍니다(히트맵은 둘 차례인 쪽의 결과입니다). 점을 가리키면 그 내용이 나옵니다. 훈련 모드(Ctrl+T)에서는 수를 둘 때까지 답이 숨겨집니다.&lt;/p&gt;&lt;h3&gt;텍스트&lt;/h3&gt;&lt;p&gt;판은 x, o, .(또는 -와 _)로 된 행들이나 &lt;tt&gt;xoo/.x./..x&lt;/tt&gt; 같은 한 줄이며, 그 앞에 &lt;tt&gt;# k=5 rules=misere&lt;/tt&gt; 같은 줄을 둘 수 있습니다. 텍스트에 규칙이 지정되지 않은 판은 창의 규칙을 그대로 씁니다. 복사, 붙여넣기, 열기, 저장하거나 파일이나 텍스트를 창에 끌어다 놓으십시오.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Board &amp;Look</source>
        <translation>판 모양(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Automatic (Stones beyond 8×8)</source>
        <translation>자동(&amp;A) (8×8보다 크면 돌)</translation>
    </message>
    <message>
        <source>&amp;Tiles with x and o</source>
        <translation>x와 o 칸(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Stones on a Go Board (x Black, o White)</source>
        <translation>바둑판에 돌(&amp;S) (x 흑, o 백)</translation>
    </message>
    <message>
        <source>&amp;Exact Rules (Exactly k in a Row)</source>
        <translation>정확 규칙(&amp;E) (정확히 k개 연속)</translation>
    </message>
    <message>
        <source>%1 replied %2, a proven forced win</source>
        <translation>%1가 %2에 응수했습니다 (증명된 강제 승리)</translation>
    </message>
    <message>
        <source>%1 replied %2, the estimate&apos;s best move: no forced win was found</source>
        <translation>%1가 %2에 응수했습니다 (추정상 최선의 수: 강제 승리를 찾지 못함)</translation>
    </message>
    <message>
        <source>&amp;Threat Search on Big Boards</source>
        <translation>큰 판의 위협 탐색(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Quick (Half a Million Positions)</source>
        <translation>빠르게(&amp;Q) (국면 50만 개)</translation>
    </message>
    <message>
        <source>&amp;Normal (4 Million Positions)</source>
        <translation>보통(&amp;N) (국면 400만 개)</translation>
    </message>
    <message>
        <source>T&amp;horough (32 Million Positions)</source>
        <translation>철저하게(&amp;H) (국면 3200만 개)</translation>
    </message>
    <message>
        <source>How many positions the search for forced wins by threats may spend on a board of more than 64 cells</source>
        <translation>64칸이 넘는 판에서 위협으로 강제 승리를 찾는 탐색이 쓸 수 있는 국면 수</translation>
    </message>
    <message>
        <source>Threat search ended: %1</source>
        <comment>search figures</comment>
        <translation>위협 탐색 끝남: %1</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>다른 이름으로 저장</translation>
    </message>
    <message>
        <source>%1 cannot hold all of this game.</source>
        <translation>%1에는 이 게임을 모두 담을 수 없습니다.</translation>
    </message>
    <message>
        <source>A file of this kind leaves out %1. Save it anyway, or cancel and save as a .txt file, which keeps everything.</source>
        <translation>이런 종류의 파일에는 %1이(가) 빠집니다. 그래도 저장하거나, 취소하고 모든 것을 담는 .txt 파일로 저장하세요.</translation>
    </message>
    <message>
        <source>&amp;Save Anyway</source>
        <translation>그래도 저장(&amp;S)</translation>
    </message>
    <message>
        <source>%1 was stopped</source>
        <translation>%1을(를) 중지했습니다</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation>엔진(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Add Engine…</source>
        <translation>엔진 추가(&amp;A)…</translation>
    </message>
    <message>
        <source>Add a Piskvork (Gomocup) brain, such as Rapfi or pbrain-ttt, to consult on gomoku positions</source>
        <translation>오목 국면을 물어볼 Piskvork(Gomocup) 브레인(Rapfi, pbrain-ttt 등)을 추가합니다</translation>
    </message>
    <message>
        <source>&amp;Remove Engine</source>
        <translation>엔진 제거(&amp;R)</translation>
    </message>
    <message>
        <source>Consult</source>
        <translation>물어볼 엔진</translation>
    </message>
    <message>
        <source>&amp;No Engine</source>
        <translation>엔진 없음(&amp;N)</translation>
    </message>
    <message>
        <source>Consult no other engine: the board shows the analyzer&apos;s proofs only</source>
        <translation>다른 엔진에 묻지 않습니다. 판에는 분석기의 증명만 보입니다</translation>
    </message>
    <message>
        <source>Engine &amp;Plays the Other Side</source>
        <translation>엔진이 상대편을 둠(&amp;P)</translation>
    </message>
    <message>
        <source>In Play mode, the engine consulted answers every move you play, instead of the perfect reply</source>
        <translation>대국 모드에서 완벽한 응수 대신, 물어보는 엔진이 내가 둔 모든 수에 응수합니다</translation>
    </message>
    <message>
        <source>Engine &amp;Thinks For</source>
        <translation>엔진 생각 시간(&amp;T)</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n초</numerusform>
        </translation>
    </message>
    <message>
        <source>Consult %1 (%2) on the position shown: its move, marked with a diamond, and what it says of the position</source>
        <translation>보이는 국면을 %1(%2)에게 묻습니다. 그 수는 마름모로 표시되고, 국면에 대한 말도 보입니다</translation>
    </message>
    <message>
        <source>Take %1 off this list (the program itself stays where it is)</source>
        <translation>%1을(를) 목록에서 뺍니다(프로그램 파일은 그대로 둡니다)</translation>
    </message>
    <message>
        <source>Add Engine</source>
        <translation>엔진 추가</translation>
    </message>
    <message>
        <source>Piskvork brains (pbrain-*);;All files (*)</source>
        <translation>Piskvork 브레인 (pbrain-*);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>%1 was not added</source>
        <translation>%1을(를) 추가하지 않았습니다</translation>
    </message>
    <message>
        <source>%1 is not a program this system can run.</source>
        <translation>%1은(는) 이 시스템에서 실행할 수 있는 프로그램이 아닙니다.</translation>
    </message>
    <message>
        <source>Starting %1…</source>
        <translation>%1 시작하는 중…</translation>
    </message>
    <message>
        <source>Added %1; it is consulted on the position shown.</source>
        <translation>%1을(를) 추가했습니다. 보이는 국면을 이 엔진에게 묻습니다.</translation>
    </message>
    <message>
        <source>Playing against %1</source>
        <translation>%1와(과) 대국 중</translation>
    </message>
    <message>
        <source>%1 is to play first; its move comes within the time it thinks.</source>
        <translation>%1이(가) 먼저 둘 차례입니다. 생각 시간 안에 수가 나옵니다.</translation>
    </message>
    <message>
        <source>Renju is five in a row on a board of at least %1 cells, such as 15×15; on %2 the rules are Classic.</source>
        <translation>렌주는 15×15처럼 %1칸 이상인 판에서 두는 오목입니다. %2에서는 규칙이 클래식입니다.</translation>
    </message>
    <message>
        <source>&amp;Renju Rules (Five in a Row, 15×15)</source>
        <translation>렌주 규칙(&amp;R) (오목, 15×15)</translation>
    </message>
    <message>
        <source>%1 may not play %2 under renju (%3).</source>
        <comment>%1 is black&apos;s name (Black, or x on tiles); %3 says why: double three: the lines …</comment>
        <translation>렌주 규칙에서 %1은(는) %2에 둘 수 없습니다 (%3).</translation>
    </message>
    <message>
        <source>%1: forbidden to %2 under renju (%3); playing it loses.</source>
        <comment>%2 is black&apos;s name (Black, or x on tiles); %3 says why: double three: the lines …</comment>
        <translation>%1: 렌주 규칙에서 %2의 금수 (%3). 두면 집니다.</translation>
    </message>
    <message>
        <source>Boards and games (*.txt *.ttt *.psq *.sgf *.lib);;Piskvork games (*.psq);;SGF games (*.sgf);;RenLib libraries (*.lib);;All files (*)</source>
        <translation>판과 기보 (*.txt *.ttt *.psq *.sgf *.lib);;Piskvork 기보 (*.psq);;SGF 기보 (*.sgf);;RenLib 라이브러리 (*.lib);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>A RenLib library is read, never written. Save the game as .sgf, which keeps its variations and comments, or as .txt.</source>
        <translation>RenLib 라이브러리는 읽기만 하고 쓰지 않습니다. 변화도와 주석을 모두 담는 .sgf나 .txt로 저장하세요.</translation>
    </message>
    <message>
        <source>Omok is five in a row on a board of at least %1 cells, such as 15×15; on %2 the rules are Classic.</source>
        <translation>오목 일반룰은 15×15처럼 %1칸 이상인 판에서 다섯을 잇는 게임입니다. %2에서는 클래식 규칙이 적용됩니다.</translation>
    </message>
    <message>
        <source>&amp;Omok Rules (Korean, Five in a Row, 15×15)</source>
        <translation>오목 일반룰(&amp;O) (한국식, 다섯 잇기, 15×15)</translation>
    </message>
    <message>
        <source>%1 may not play %2 under omok (%3).</source>
        <comment>%1 is the side&apos;s name (Black, or x on tiles); %3 says why: double three: the lines …</comment>
        <translation>오목 일반룰에서 %1은(는) %2에 둘 수 없습니다 (%3).</translation>
    </message>
    <message>
        <source>%1: forbidden to %2 under omok (%3); playing it loses.</source>
        <comment>%2 is the side&apos;s name (Black, or x on tiles); %3 says why: double three: the lines …</comment>
        <translation>%1: 오목 일반룰에서 %2의 금수입니다 (%3). 두면 집니다.</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Close this message</source>
        <translation>이 메시지 닫기</translation>
    </message>
    <message>
        <source>Close message</source>
        <translation>메시지 닫기</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>Move</source>
        <translation>수</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>평가</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>수 목록</translation>
    </message>
    <message>
        <source>The moves of the game with their grades; click one to see the position after it. ←/→ step through the line, Home/End jump to its start and end.</source>
        <translation>게임의 수와 평가입니다. 수를 클릭하면 그 수 다음 국면을 봅니다. ←/→로 한 수씩 이동하고, Home/End로 처음과 끝으로 갑니다.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>The position the game starts from</source>
        <translation>게임의 시작 국면</translation>
    </message>
    <message>
        <source>…</source>
        <comment>a grade not proven yet</comment>
        <translation>…</translation>
    </message>
    <message>
        <source>Not graded yet: the position before it is not proven</source>
        <translation>아직 평가 안 됨: 이전 국면이 증명되지 않았습니다</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>symbol, word</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a grade, then &apos;only move!&apos;</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>a grade&apos;s sentence, then the only-move note</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>–</source>
        <comment>no grade: nothing proven about the move</comment>
        <translation>–</translation>
    </message>
    <message>
        <source>Not graded: the search proved no forced win before this move and no loss by it</source>
        <translation>평가 없음: 탐색이 이 수 이전의 필승도, 이 수로 인한 패배도 증명하지 못했습니다</translation>
    </message>
    <message>
        <source>%1 ✎</source>
        <comment>a move with a comment: the move, then a pencil</comment>
        <translation>%1 ✎</translation>
    </message>
    <message>
        <source>“%1”</source>
        <comment>a comment of the game record, quoted</comment>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>after the end</source>
        <comment>no grade: a forbidden move before lost the game</comment>
        <translation>종국 후</translation>
    </message>
    <message>
        <source>Not graded: a forbidden move before it lost the game (the record goes on, as when nobody points such a move out)</source>
        <translation>평가하지 않음: 앞선 금수로 이미 진 대국입니다 (아무도 금수를 지적하지 않은 것처럼 기보는 이어집니다)</translation>
    </message>
    <message>
        <source>forbidden</source>
        <comment>the grade of a move its side may not play (renju)</comment>
        <translation>금수</translation>
    </message>
    <message>
        <source>%1 may not play %2 under omok (%3): %1 loses the game here.</source>
        <comment>%1 is the side&apos;s name (Black, or x on tiles); %3 says why: double three: the lines …</comment>
        <translation>%1은(는) 오목 일반룰에서 %2에 둘 수 없습니다 (%3). 여기서 %1이(가) 집니다.</translation>
    </message>
    <message>
        <source>%1 may not play %2 under renju (%3): %1 loses the game here.</source>
        <comment>%1 is black&apos;s name (Black, or x on tiles); %3 says why: double three: the lines …</comment>
        <translation>%1은(는) 렌주 규칙에서 %2에 둘 수 없습니다 (%3). 여기서 %1이(가) 집니다.</translation>
    </message>
</context>
<context>
    <name>NewBoardDialog</name>
    <message>
        <source>Tic-tac-toe: %1</source>
        <translation>틱택토: %1</translation>
    </message>
    <message>
        <source>New Board</source>
        <translation>새 판</translation>
    </message>
    <message>
        <source>Common games</source>
        <translation>대표 게임</translation>
    </message>
    <message>
        <source>Another size</source>
        <translation>다른 크기</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>크기</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>열(&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>행(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;In a row to win:</source>
        <translation>승리 연속 개수(&amp;I):</translation>
    </message>
    <message>
        <source>How many marks in a row, column or diagonal win: from 3 to the longer side of the board</source>
        <translation>가로, 세로, 대각선으로 몇 개를 이어야 이기는지 정합니다: 3부터 판의 긴 변 길이까지</translation>
    </message>
    <message>
        <source>Measured on the empty board, every move proven with two threads on a 2-core machine: a position with marks on it often goes faster, a slower computer takes longer.</source>
        <translation>빈 판에서 2코어 컴퓨터의 스레드 2개로 모든 수를 증명하며 잰 시간입니다. 기호가 놓인 국면은 대개 더 빠르고, 느린 컴퓨터에서는 더 오래 걸립니다.</translation>
    </message>
    <message>
        <source>Gomocup %1, free-style</source>
        <comment>the engine tournament&apos;s board</comment>
        <translation>Gomocup %1, 자유룰</translation>
    </message>
    <message>
        <source>Gomoku %1, standard (exactly five)</source>
        <translation>오목 %1, 표준 (정확히 다섯)</translation>
    </message>
    <message>
        <source>Gomoku %1, free-style</source>
        <translation>오목 %1, 자유룰</translation>
    </message>
    <message>
        <source>Gomocup %1</source>
        <comment>the engine tournament&apos;s board</comment>
        <translation>Gomocup %1</translation>
    </message>
    <message>
        <source>Standard %1</source>
        <comment>standard gomoku: exactly five in a row wins</comment>
        <translation>표준 %1</translation>
    </message>
    <message>
        <source>Gomoku %1</source>
        <translation>오목 %1</translation>
    </message>
    <message>
        <source>%1 under the %2 rules: %3</source>
        <comment>board, rules name, what they say</comment>
        <translation>%1, %2 규칙: %3</translation>
    </message>
    <message>
        <source>Renju %1 (black&apos;s forbidden moves)</source>
        <translation>렌주 %1 (흑의 금수)</translation>
    </message>
    <message>
        <source>Renju %1</source>
        <translation>렌주 %1</translation>
    </message>
    <message>
        <source>Omok %1 (Korean: no double three for either side)</source>
        <translation>오목 %1 (일반룰: 흑백 모두 삼삼 금지)</translation>
    </message>
    <message>
        <source>Omok %1</source>
        <comment>Korean omok</comment>
        <translation>오목 %1</translation>
    </message>
</context>
<context>
    <name>PositionModel</name>
    <message>
        <source>Clear %1</source>
        <translation>%1 비우기</translation>
    </message>
    <message>
        <source>Put %1 on %2</source>
        <translation>%2에 %1 놓기</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>판 비우기</translation>
    </message>
    <message>
        <source>New %1 board, %2</source>
        <translation>새 %1 판, %2</translation>
    </message>
    <message>
        <source>Make %1 the main line</source>
        <translation>%1 변화를 주 수순으로</translation>
    </message>
    <message>
        <source>Delete %1 and the moves after it</source>
        <translation>%1 및 이후 수 삭제</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1: %2에 둠</translation>
    </message>
    <message>
        <source>%1 plays %2, %3 replies %4</source>
        <translation>%1: %2에 둠, %3: %4에 응수</translation>
    </message>
    <message>
        <source>%1, %2 replies %3</source>
        <translation>%1, %2: %3에 응수</translation>
    </message>
    <message>
        <source>What if %1 is to move</source>
        <translation>%1 차례라고 가정</translation>
    </message>
    <message>
        <source>Side to move by the counts</source>
        <translation>개수로 차례 정하기</translation>
    </message>
    <message>
        <source>The proof was not written: the board changed before its analysis finished.</source>
        <translation>증명을 쓰지 않았습니다: 분석이 끝나기 전에 판이 바뀌었습니다.</translation>
    </message>
    <message>
        <source>The proof was not written: the analysis was stopped, or the board changed, before it began.</source>
        <translation>증명을 쓰지 않았습니다: 시작하기 전에 분석이 멈췄거나 판이 바뀌었습니다.</translation>
    </message>
</context>
<context>
    <name>SearchEstimate</name>
    <message>
        <source>Answered at once from a table of every position.</source>
        <translation>모든 국면을 담은 표에서 바로 답합니다.</translation>
    </message>
    <message>
        <source>Every move is proven at once (in under a second when measured).</source>
        <translation>모든 수가 바로 증명됩니다(측정 시 1초 미만).</translation>
    </message>
    <message>
        <source>Every move is proven in about %1; each cell takes its colour as it is proven.</source>
        <translation>약 %1 만에 모든 수가 증명됩니다. 각 칸은 증명되는 대로 색이 입혀집니다.</translation>
    </message>
    <message>
        <source>Every move is proven in about %1: each cell takes its colour as it is proven, and Stop (Esc) keeps what is proven.</source>
        <translation>약 %1 만에 모든 수가 증명됩니다. 각 칸은 증명되는 대로 색이 입혀지고, 중지(Esc)해도 증명된 결과는 남습니다.</translation>
    </message>
    <message>
        <source>No proof expected: when measured, the search of every move was stopped unfinished after %1. The heatmap shows what is proven as it goes; Stop (Esc) keeps it.</source>
        <translation>증명은 기대하기 어렵습니다: 측정할 때 모든 수의 탐색이 %1이 지나도록 끝나지 않아 중지되었습니다. 히트맵은 증명되는 대로 결과를 보여 주며, 중지(Esc)해도 남습니다.</translation>
    </message>
    <message>
        <source>No proof expected: no board this large was measured. The heatmap shows what is proven as it goes; Stop (Esc) keeps it.</source>
        <translation>증명은 기대하기 어렵습니다: 이만큼 큰 판은 측정하지 않았습니다. 히트맵은 증명되는 대로 결과를 보여 주며, 중지(Esc)해도 남습니다.</translation>
    </message>
    <message>
        <source>(From %1, the nearest board measured.)</source>
        <translation>(측정한 판 중 가장 가까운 %1 판 기준입니다.)</translation>
    </message>
    <message>
        <source>%1 rules: %2</source>
        <comment>rules: what to expect</comment>
        <translation>%1 규칙: %2</translation>
    </message>
    <message>
        <source>at once</source>
        <translation>즉시</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>몇 초</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>약 %1</translation>
    </message>
    <message>
        <source>no proof expected</source>
        <translation>증명 기대 어려움</translation>
    </message>
    <message>
        <source>about %1 in all</source>
        <translation>전체 약 %1</translation>
    </message>
    <message>
        <source>no proof expected; what is proven shows as it goes</source>
        <translation>증명 기대 어려움; 증명되는 대로 표시</translation>
    </message>
    <message>
        <source>Too big to prove every move to the end: each move is searched for a win by force (fours and threes, as gomoku players count threats) and for the other side&apos;s, in a few seconds; every such proof can be exported and checked. The other moves get an estimate, marked as one.</source>
        <translation>모든 수를 끝까지 증명하기에는 너무 큽니다. 몇 초 안에 각 수마다 강제 승리(오목에서 말하는 위협인 4와 3으로)와 상대의 강제 승리를 찾으며, 찾은 증명은 모두 내보내 검사할 수 있습니다. 나머지 수에는 추정값을 표시합니다.</translation>
    </message>
    <message>
        <source>(Measured under the classic rules.)</source>
        <translation>(클래식 규칙에서 잰 값입니다.)</translation>
    </message>
    <message>
        <source>threats proven, the rest estimated</source>
        <translation>위협은 증명, 나머지는 추정</translation>
    </message>
    <message>
        <source>forced wins by threats; the rest estimated</source>
        <translation>위협으로 강제 승리 증명, 나머지는 추정</translation>
    </message>
</context>
<context>
    <name>WhyPanel</name>
    <message>
        <source>Explain the Position</source>
        <translation>국면 설명</translation>
    </message>
    <message>
        <source>Explain the position&apos;s result; point at an empty cell to explain that move</source>
        <translation>국면의 결과를 설명합니다. 빈칸을 가리키면 그 수를 설명합니다</translation>
    </message>
    <message>
        <source>Proof explorer</source>
        <translation>증명 탐색기</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>수</translation>
    </message>
    <message>
        <source>Open a position to see the proof&apos;s move there, or every reply and how it is answered; choose one to see it on the board</source>
        <translation>국면을 펼치면 증명이 그곳에서 두는 수, 또는 상대의 모든 응수와 각각에 대한 대응이 나옵니다. 하나를 고르면 판에 표시됩니다</translation>
    </message>
    <message>
        <source>Not proven yet: the explanation comes as soon as the search proves this result.</source>
        <translation>아직 증명되지 않았습니다: 탐색이 이 결과를 증명하는 대로 설명이 나옵니다.</translation>
    </message>
    <message>
        <source>Making the proof… %L1 positions so far</source>
        <translation>증명을 만드는 중… 지금까지 국면 %L1개</translation>
    </message>
    <message>
        <source>Making the proof…</source>
        <translation>증명을 만드는 중…</translation>
    </message>
    <message>
        <source>This proof has more than %L1 positions, too many to explain here. ttt-solve analyze --certificate writes it whole, and ttt-check verifies it.</source>
        <translation>이 증명은 국면이 %L1개를 넘어 여기서 설명하기에는 너무 큽니다. ttt-solve analyze --certificate로 전체를 쓸 수 있고, ttt-check로 검증할 수 있습니다.</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <comment>a claim of the proof; %1 a side</comment>
        <translation>%1 승리</translation>
    </message>
    <message>
        <source>%1 holds at least a tie</source>
        <comment>a claim of the proof</comment>
        <translation>%1 최소 무승부</translation>
    </message>
    <message>
        <source>%1. %2 %3</source>
        <comment>a move of the proof: number, side, cell</comment>
        <translation>%1. %2 %3</translation>
    </message>
    <message>
        <source>as if without %1</source>
        <comment>an extra mark never hurts; %1 cells</comment>
        <translation>%1 없는 것으로 보고</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <comment>how a reply is answered: the rule, side, cell</comment>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>%1: as %2</source>
        <comment>a dead cell answered as another reply: the rule, cell</comment>
        <translation>%1: %2 때와 같이</translation>
    </message>
    <message>
        <source>The proof was stopped before it was done. Point at the move again once the analysis has gone on, or at another move.</source>
        <translation>증명이 끝나기 전에 멈췄습니다. 분석이 더 진행된 뒤 이 수를 다시 가리키거나 다른 수를 가리키세요.</translation>
    </message>
    <message>
        <source>as if the other side also had %1</source>
        <comment>an extra mark never hurts; %1 cells</comment>
        <translation>상대가 %1도 가진 것으로 보고</translation>
    </message>
    <message>
        <source>as if without %1 and the other side also had %2</source>
        <comment>an extra mark never hurts; %1 and %2 cells</comment>
        <translation>%1 없이, 상대가 %2도 가진 것으로 보고</translation>
    </message>
    <message>
        <source>Then held by</source>
        <translation>이어서 지키는 근거</translation>
    </message>
    <message>
        <source>Nothing to explain: line-score results are scores, not the wins and ties a proof backs.</source>
        <translation>설명할 것이 없습니다: 줄 점수 규칙의 결과는 증명으로 뒷받침되는 승리나 무승부가 아니라 점수입니다.</translation>
    </message>
    <message>
        <source>Nothing to explain yet: in training the explanation shows once a move has been played here.</source>
        <translation>아직 설명할 것이 없습니다: 훈련 중에는 여기서 수를 두면 설명이 나옵니다.</translation>
    </message>
    <message>
        <source>Nothing to explain: the game is over, and no move is left.</source>
        <translation>설명할 것이 없습니다: 게임이 끝나 남은 수가 없습니다.</translation>
    </message>
    <message>
        <source>Nothing to explain: no game reaches this position, so it has no result (What if analyses it anyway).</source>
        <translation>설명할 것이 없습니다: 게임에서 나올 수 없는 국면이라 결과가 없습니다(“만약”을 쓰면 그래도 분석합니다).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a claim of the proof, then what holds it</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 never loses here</source>
        <comment>misère: the place that shows why; %1 a side</comment>
        <translation>%1는 여기서 지지 않음</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>the board fills up between %1 and %2 (not proven yet)</source>
        <translation>판이 다 차면 %1에서 %2 사이 (아직 증명 안 됨)</translation>
    </message>
    <message>
        <source>at least a tie for %1</source>
        <translation>%1 최소 무승부</translation>
    </message>
    <message>
        <source>at most a tie for %1</source>
        <translation>%1 최대 무승부</translation>
    </message>
    <message>
        <source>not known yet</source>
        <translation>아직 모름</translation>
    </message>
    <message>
        <source>%1 wins (in %2 along the line found)</source>
        <translation>%1 승 (찾은 수순으로 %2)</translation>
    </message>
    <message>
        <source>%1 wins in 1 ply</source>
        <translation>1수 만에 %1 승</translation>
    </message>
    <message>
        <source>%1 wins in %2 plies</source>
        <translation>%2수 만에 %1 승</translation>
    </message>
    <message>
        <source>a tie with best play</source>
        <translation>최선으로 두면 무승부</translation>
    </message>
    <message>
        <source>no result: both sides have a line</source>
        <translation>결과 없음: 양쪽 모두 줄을 완성함</translation>
    </message>
    <message>
        <source>x</source>
        <comment>the mark</comment>
        <translation>x</translation>
    </message>
    <message>
        <source>o</source>
        <comment>the mark</comment>
        <translation>o</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>%1행 %2열</translation>
    </message>
    <message>
        <source>Classic</source>
        <comment>rules</comment>
        <translation>클래식</translation>
    </message>
    <message>
        <source>Misère</source>
        <comment>rules</comment>
        <translation>미제르</translation>
    </message>
    <message>
        <source>Line-score</source>
        <comment>rules</comment>
        <translation>줄 점수</translation>
    </message>
    <message>
        <source>completing a line wins</source>
        <translation>줄을 완성하면 승리</translation>
    </message>
    <message>
        <source>completing a line loses</source>
        <translation>줄을 완성하면 패배</translation>
    </message>
    <message>
        <source>Misère — %1</source>
        <comment>a verdict under the misère rules</comment>
        <translation>미제르 — %1</translation>
    </message>
    <message>
        <source>%1 to move: %2</source>
        <comment>side to move, result</comment>
        <translation>%1 차례: %2</translation>
    </message>
    <message>
        <source>%1 won: %2 completed a line</source>
        <comment>winner, loser</comment>
        <translation>%1 승: %2가 줄을 완성함</translation>
    </message>
    <message>
        <source>the board is full, x ahead</source>
        <translation>판이 다 참, x 우세</translation>
    </message>
    <message>
        <source>the board is full, o ahead</source>
        <translation>판이 다 참, o 우세</translation>
    </message>
    <message>
        <source>the board is full, level</source>
        <translation>판이 다 참, 동점</translation>
    </message>
    <message>
        <source>Not a legal position</source>
        <translation>불가능한 국면</translation>
    </message>
    <message>
        <source>%1 to move: find the best move (training)</source>
        <translation>%1 차례: 최선의 수를 찾으십시오 (훈련)</translation>
    </message>
    <message>
        <source>%1 of %2 moves proven</source>
        <translation>수 %2개 중 %1개 증명</translation>
    </message>
    <message>
        <source>%1; %2 (stopped)</source>
        <comment>what is known; how much is proven</comment>
        <translation>%1; %2 (중지됨)</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>what is known; how much is proven</comment>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>+%1</source>
        <comment>a positive score</comment>
        <translation>+%1</translation>
    </message>
    <message>
        <source>−%1</source>
        <comment>a negative score, with a minus sign</comment>
        <translation>−%1</translation>
    </message>
    <message>
        <source>0</source>
        <comment>a level score</comment>
        <translation>0</translation>
    </message>
    <message>
        <source>…</source>
        <comment>heatmap label, short: a score not proven yet</comment>
        <translation>…</translation>
    </message>
    <message>
        <source>%1…%2</source>
        <comment>heatmap label: the range of scores still possible</comment>
        <translation>%1…%2</translation>
    </message>
    <message>
        <source>≥T</source>
        <comment>heatmap label, short: at least a tie</comment>
        <translation>≥무</translation>
    </message>
    <message>
        <source>≥ Tie</source>
        <comment>heatmap label: at least a tie, not proven yet</comment>
        <translation>≥ 무승부</translation>
    </message>
    <message>
        <source>≤T</source>
        <comment>heatmap label, short: at most a tie</comment>
        <translation>≤무</translation>
    </message>
    <message>
        <source>≤ Tie</source>
        <comment>heatmap label: at most a tie, not proven yet</comment>
        <translation>≤ 무승부</translation>
    </message>
    <message>
        <source>?</source>
        <comment>heatmap label: nothing proven yet</comment>
        <translation>?</translation>
    </message>
    <message>
        <source>~%1</source>
        <comment>plies of the line found</comment>
        <translation>~%1</translation>
    </message>
    <message>
        <source>W%1</source>
        <comment>heatmap label, short: wins in so many plies</comment>
        <translation>승%1</translation>
    </message>
    <message>
        <source>Win %1</source>
        <comment>heatmap label: wins in so many plies</comment>
        <translation>승리 %1</translation>
    </message>
    <message>
        <source>T</source>
        <comment>heatmap label, short: a tie</comment>
        <translation>무</translation>
    </message>
    <message>
        <source>Tie</source>
        <comment>heatmap label</comment>
        <translation>무승부</translation>
    </message>
    <message>
        <source>L%1</source>
        <comment>heatmap label, short: loses in so many plies</comment>
        <translation>패%1</translation>
    </message>
    <message>
        <source>Lose %1</source>
        <comment>heatmap label: loses in so many plies</comment>
        <translation>패배 %1</translation>
    </message>
    <message>
        <source>%1 on %2: %3</source>
        <comment>mark, cell, result</comment>
        <translation>%1가 %2에 두면 %3</translation>
    </message>
    <message>
        <source> → </source>
        <comment>between the moves of a line</comment>
        <translation> → </translation>
    </message>
    <message>
        <source>%1: x ahead %2, o ahead %3, level %4</source>
        <comment>line-score games by result</comment>
        <translation>총 %1: x 우세 %2, o 우세 %3, 동점 %4</translation>
    </message>
    <message>
        <source>%1: x wins %2, o wins %3, draws %4</source>
        <comment>games by result</comment>
        <translation>총 %1: x 승 %2, o 승 %3, 무승부 %4</translation>
    </message>
    <message>
        <source>Leave the board as it is</source>
        <translation>판을 그대로 두기</translation>
    </message>
    <message>
        <source>Rotate clockwise</source>
        <translation>시계 방향으로 회전</translation>
    </message>
    <message>
        <source>Rotate half a turn</source>
        <translation>반 바퀴 회전</translation>
    </message>
    <message>
        <source>Rotate anticlockwise</source>
        <translation>반시계 방향으로 회전</translation>
    </message>
    <message>
        <source>Flip left-right</source>
        <translation>좌우 뒤집기</translation>
    </message>
    <message>
        <source>Flip across the rising diagonal</source>
        <translation>↗ 대각선 기준으로 뒤집기</translation>
    </message>
    <message>
        <source>Flip top-bottom</source>
        <translation>상하 뒤집기</translation>
    </message>
    <message>
        <source>Flip across the falling diagonal</source>
        <translation>↘ 대각선 기준으로 뒤집기</translation>
    </message>
    <message>
        <source>as it is</source>
        <translation>그대로 둔 것</translation>
    </message>
    <message>
        <source>turned a quarter clockwise</source>
        <translation>시계 방향으로 90° 돌린 것</translation>
    </message>
    <message>
        <source>turned half round</source>
        <translation>180° 돌린 것</translation>
    </message>
    <message>
        <source>turned a quarter anticlockwise</source>
        <translation>반시계 방향으로 90° 돌린 것</translation>
    </message>
    <message>
        <source>flipped left to right</source>
        <translation>좌우로 뒤집은 것</translation>
    </message>
    <message>
        <source>flipped across the rising diagonal</source>
        <translation>↗ 대각선 기준으로 뒤집은 것</translation>
    </message>
    <message>
        <source>flipped top to bottom</source>
        <translation>상하로 뒤집은 것</translation>
    </message>
    <message>
        <source>flipped across the falling diagonal</source>
        <translation>↘ 대각선 기준으로 뒤집은 것</translation>
    </message>
    <message>
        <source>Analysed as given with %1 to move, but no real game reaches this position</source>
        <translation>%1 차례로 보고 그대로 분석했지만, 실제 게임에서는 나올 수 없는 국면입니다</translation>
    </message>
    <message>
        <source>turn parity</source>
        <translation>차례 규칙</translation>
    </message>
    <message>
        <source>two winners</source>
        <translation>두 승자</translation>
    </message>
    <message>
        <source>winner moved last</source>
        <translation>승자의 마지막 수</translation>
    </message>
    <message>
        <source>lines share a cell</source>
        <translation>줄의 공통 칸</translation>
    </message>
    <message>
        <source>%1×%2</source>
        <comment>columns × rows</comment>
        <translation>%1×%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>board size, k in a row</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2 in a row</source>
        <comment>board size, k</comment>
        <translation>%1, %2목</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>%1번째 줄, %2번째 글자: %3</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>the number of the first side&apos;s move</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1...</source>
        <comment>the number of the second side&apos;s move</comment>
        <translation>%1...</translation>
    </message>
    <message>
        <source>%1 %2 %3</source>
        <comment>number, mark, cell</comment>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <source>−%1</source>
        <comment>points given away</comment>
        <translation>−%1</translation>
    </message>
    <message>
        <source>%1 is a best move: the board fills up at %2</source>
        <translation>%1: 최선의 수입니다 (판이 다 차면 %2)</translation>
    </message>
    <message>
        <source>%1 gives away %2: %3 kept the score at %4</source>
        <comment>move, points, better move, score</comment>
        <translation>%1에 두면 %2 손해입니다. %3에 두면 %4점을 지켰습니다</translation>
    </message>
    <message>
        <source>%1 is a best move: %2</source>
        <translation>%1: 최선의 수입니다 (%2)</translation>
    </message>
    <message>
        <source>%1 still wins, but in %2; %3 won in %4</source>
        <translation>%1에 두어도 이기지만 %2 걸립니다. %3에 두면 %4 만에 이겼습니다</translation>
    </message>
    <message>
        <source>%1 loses sooner, in %2; %3 held out for %4</source>
        <translation>%1에 두면 %2 만에 더 빨리 집니다. %3에 두면 %4 동안 버텼습니다</translation>
    </message>
    <message>
        <source>%1 gives up the win: %2 won in %3</source>
        <translation>%1에 두면 승리를 놓칩니다. %2에 두면 %3 만에 이겼습니다</translation>
    </message>
    <message>
        <source>%1 loses (%2 wins in %3): %4 held the tie</source>
        <translation>%1에 두면 집니다 (%3 만에 %2 승). %4에 두면 무승부를 지켰습니다</translation>
    </message>
    <message>
        <source>%1 throws the win away (%2 wins in %3): %4 won in %5</source>
        <translation>%1에 두면 이길 게임을 집니다 (%3 만에 %2 승). %4에 두면 %5 만에 이겼습니다</translation>
    </message>
    <message>
        <source>%1 not graded yet</source>
        <translation>미평가 %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>side: its grades</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message numerus="yes">
        <source>%n ply(s)</source>
        <translation>
            <numerusform>%n수</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>−%n point(s)</source>
        <comment>points lost, with a minus sign</comment>
        <translation>
            <numerusform>−%n점</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n점</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a cell, its mark</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <comment>a cell</comment>
        <translation>%1: 빈칸</translation>
    </message>
    <message>
        <source>%1: empty; %2 here: %3</source>
        <comment>a cell, the side to move, the result</comment>
        <translation>%1: 빈칸; 여기에 %2를 두면 %3</translation>
    </message>
    <message>
        <source>%1; a best move</source>
        <comment>a cell&apos;s result</comment>
        <translation>%1; 최선의 수</translation>
    </message>
    <message>
        <source>the board fills up at %1 (%2)</source>
        <comment>%1 is the final score (+2), %2 what it counts: o lines minus x lines</comment>
        <translation>판이 다 차면 %1 (%2)</translation>
    </message>
    <message>
        <source>play until the board is full; the score is %1</source>
        <comment>%1 is what the score counts: o lines minus x lines</comment>
        <translation>판이 다 찰 때까지 두며, 점수는 %1</translation>
    </message>
    <message>
        <source>The board is full: %1 (%2)</source>
        <comment>%1 is the final score (+2), %2 what it counts: o lines minus x lines</comment>
        <translation>판이 다 참: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a move: mark and cell (x c2)</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Only one move kept the win here.</source>
        <translation>여기서 승리를 지키는 수는 하나뿐이었습니다.</translation>
    </message>
    <message>
        <source>Only one move kept the tie here.</source>
        <translation>여기서 무승부를 지키는 수는 하나뿐이었습니다.</translation>
    </message>
    <message>
        <source>%1 positions · %2</source>
        <comment>search figures: positions, time</comment>
        <translation>국면 %1개 · %2</translation>
    </message>
    <message>
        <source>all %1 moves · %2 positions · %3</source>
        <comment>search figures: moves, positions, time</comment>
        <translation>수 %1개 모두 · 국면 %2개 · %3</translation>
    </message>
    <message>
        <source>%1 of %2 moves proven · %3 positions · %4</source>
        <comment>search figures: moves proven, moves, positions, time</comment>
        <translation>수 %2개 중 %1개 증명 · 국면 %3개 · %4</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>a time in seconds</comment>
        <translation>%1초</translation>
    </message>
    <message>
        <source>%1 min</source>
        <comment>a time in minutes</comment>
        <translation>%1분</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <comment>a time in minutes and seconds</comment>
        <translation>%1분 %2초</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <comment>a time in hours and minutes</comment>
        <translation>%1시간 %2분</translation>
    </message>
    <message>
        <source>Exact</source>
        <comment>rules: only exactly k in a row wins</comment>
        <translation>정확</translation>
    </message>
    <message>
        <source>exactly k in a row wins; a longer run wins nothing</source>
        <translation>정확히 k개를 잇달아 놓으면 이김; 더 길게 이어지면 이기지 못함</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>the side that plays the black stones</comment>
        <translation>흑</translation>
    </message>
    <message>
        <source>White</source>
        <comment>the side that plays the white stones</comment>
        <translation>백</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>the last of several moves</comment>
        <translation>%1 또는 %2</translation>
    </message>
    <message>
        <source>Only %1 can stop %2&apos;s forced win; every other move is proven to lose.</source>
        <comment>cells, the side that threatens it</comment>
        <translation>%2의 강제 승리를 막을 수 있는 수는 %1뿐입니다. 다른 수는 모두 지는 것으로 증명되었습니다.</translation>
    </message>
    <message>
        <source>%1 won</source>
        <comment>the winner</comment>
        <translation>%1 승</translation>
    </message>
    <message>
        <source>%1 missed a forced win: %2 wins in %3. An estimate: %1 is not proven to win, but may win by a line the search did not find</source>
        <comment>move, the proven winning move, plies</comment>
        <translation>%1은(는) 필승을 놓쳤습니다: %2(으)로 %3 만에 이깁니다. 추정입니다: %1이(가) 이긴다는 증명은 없지만, 탐색이 찾지 못한 수순으로 이길 수도 있습니다</translation>
    </message>
    <message>
        <source>%1 allowed a forced win: %2 wins in %3. An estimate: other moves, such as %4, are not proven to lose, but may lose as well</source>
        <comment>move, the other side, plies, a move not proven to lose</comment>
        <translation>%1은(는) 상대의 필승을 허용했습니다: %2이(가) %3 만에 이깁니다. 추정입니다: %4 같은 다른 수는 진다는 증명이 없지만, 마찬가지로 질 수도 있습니다</translation>
    </message>
    <message>
        <source>%1 with nothing proven</source>
        <comment>moves of a big board that no proof grades</comment>
        <translation>증명된 것이 없는 수 %1</translation>
    </message>
    <message>
        <source>%1; %2 by threats</source>
        <comment>what is known; how many moves the threat search proved</comment>
        <translation>%1; 위협 탐색으로 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n missed win(s) (?)</source>
        <comment>moves played where a forced win was proven and the move is not proven to win; (?) marks an estimate</comment>
        <translation>
            <numerusform>놓친 필승 %n (?)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n allowed win(s) (?)</source>
        <comment>moves proven to let the other side win by force where another move was not proven to; (?) marks an estimate</comment>
        <translation>
            <numerusform>허용한 필승 %n (?)</numerusform>
        </translation>
    </message>
    <message>
        <source>Renju</source>
        <comment>rules: gomoku with black&apos;s forbidden moves (렌주, 连珠)</comment>
        <translation>렌주</translation>
    </message>
    <message>
        <source>black wins only with exactly five and may not make a double three, a double four or an overline; white wins with five or more</source>
        <translation>흑은 정확히 다섯으로만 이기며 삼삼, 사사, 장목을 둘 수 없음; 백은 다섯 이상으로 이김</translation>
    </message>
    <message>
        <source>overline: %1</source>
        <comment>renju: six or more in a row, forbidden to black; %1 is the run by its end cells (e8–j8)</comment>
        <translation>장목: %1</translation>
    </message>
    <message>
        <source>double four: the lines %1</source>
        <comment>renju: two fours at once, forbidden to black; %1 lists the lines (h4–h7 and e8–h8)</comment>
        <translation>사사(쌍사): %1 줄</translation>
    </message>
    <message>
        <source>Byte %1: %2</source>
        <comment>a problem in a binary file (a RenLib library): where, what</comment>
        <translation>%1번째 바이트: %2</translation>
    </message>
    <message>
        <source>Omok</source>
        <comment>rules: Korean omok&apos;s common rule (오목 일반룰): a double three is forbidden to both sides, an overline wins nothing</comment>
        <translation>오목 일반룰</translation>
    </message>
    <message>
        <source>only exactly five wins, for either side; neither side may make a double three; an overline and a double four may be played</source>
        <translation>흑백 모두 정확히 다섯만 이기고, 어느 쪽도 삼삼을 둘 수 없으며, 장목과 사사는 둘 수 있습니다</translation>
    </message>
    <message>
        <source>double three: the lines %1</source>
        <comment>renju: two open threes at once, forbidden to black (under omok to both sides); %1 lists the lines (f8–h8 and h6–h8)</comment>
        <translation>삼삼(쌍삼): %1 줄</translation>
    </message>
    <message numerus="yes">
        <source>%n forbidden move(s)</source>
        <comment>renju, omok: moves forbidden to the side that played them (the first lost the game)</comment>
        <translation>
            <numerusform>금수 %n개</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Tic-Tac-Toe Analyzer</source>
        <translation>틱택토 분석기</translation>
    </message>
    <message>
        <source>See why a tic-tac-toe position is won, drawn or lost: every empty cell shows what it leads to with perfect play.</source>
        <translation>틱택토 국면이 왜 이기고, 비기고, 지는지 보여 줍니다. 모든 빈칸에 완벽한 수로 두었을 때의 결과가 나타납니다.</translation>
    </message>
    <message>
        <source>Use the Fusion style with a dark palette, whatever the desktop&apos;s theme.</source>
        <translation>데스크톱 테마와 관계없이 Fusion 스타일과 어두운 팔레트를
씁니다.</translation>
    </message>
    <message>
        <source>Use the Fusion style with its light palette, whatever the desktop&apos;s theme.</source>
        <translation>데스크톱 테마와 관계없이 Fusion 스타일과 밝은 팔레트를
씁니다.</translation>
    </message>
    <message>
        <source>Print the time from start to the first painted board, then quit (for benchmarks).</source>
        <translation>시작부터 판이 처음 그려질 때까지의 시간을 출력하고 끝냅니다
(벤치마크용).</translation>
    </message>
    <message>
        <source>Restore the last session, if the window did not close normally, without asking.</source>
        <translation>창이 지난번에 정상적으로 닫히지 않았으면 묻지 않고 지난
세션을 복원합니다.</translation>
    </message>
    <message>
        <source>A board or game record to open: rows of x, o and ., one line such as xoo/.x./..x, moves such as 1. b2 a1, or a game of Piskvork (.psq), SGF or a move string such as h8i9j10.</source>
        <translation>열어 볼 판이나 기보: x, o, .로 된 여러 줄, xoo/.x./..x 같은 한 줄, 1. b2 a1 같은 수, 또는 Piskvork(.psq), SGF 기보나 h8i9j10 같은 수 문자열.</translation>
    </message>
</context>
<context>
    <name>ttt-solve</name>
    <message>
        <source>%1 to move: at least a tie for %1</source>
        <comment>analyze&apos;s verdict when the search stopped early: %1 is the side to move (x or o), which is proven not to lose</comment>
        <translation>%1 차례: %1 최소 무승부</translation>
    </message>
    <message>
        <source>%1 to move: at most a tie for %1</source>
        <comment>analyze&apos;s verdict when the search stopped early: %1 is the side to move (x or o), which is proven not to win</comment>
        <translation>%1 차례: %1 최대 무승부</translation>
    </message>
    <message>
        <source>%1 to move: nothing proven yet</source>
        <comment>analyze&apos;s verdict when the search stopped early: %1 is the side to move (x or o)</comment>
        <translation>%1 차례: 아직 증명된 것 없음</translation>
    </message>
    <message numerus="yes">
        <source>%1 to move: %2 wins in %n ply(s)</source>
        <comment>analyze&apos;s verdict: %1 is the side to move, %2 the side that wins with best play (x or o); a ply is one move of either side</comment>
        <translation>
            <numerusform>%1 차례: %n수 만에 %2 승</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to move: %2 wins (in %n ply(s) along the line found)</source>
        <comment>analyze&apos;s verdict on a big board: %1 is the side to move, %2 the side that wins with best play (x or o); the plies are those of the winning line the search found, not proven the fewest; a ply is one move of either side</comment>
        <translation>
            <numerusform>%1 차례: %2 승 (찾은 수순으로 %n수)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to move: a tie with best play</source>
        <comment>analyze&apos;s verdict: %1 is the side to move (x or o)</comment>
        <translation>%1 차례: 최선으로 두면 무승부</translation>
    </message>
    <message>
        <source>%1 to move: no result</source>
        <comment>analyze&apos;s verdict: %1 is the side to move (x or o)</comment>
        <translation>%1 차례: 결과 없음</translation>
    </message>
    <message>
        <source>%1; %2 of %3 moves proven</source>
        <comment>analyze&apos;s verdict when the search stopped early: %1 is the verdict so far (x to move: ...), then how many of the side&apos;s moves have a proven result</comment>
        <translation>%1; 수 %3개 중 %2개 증명</translation>
    </message>
    <message>
        <source>Board</source>
        <comment>label of a line of analyze&apos;s and review&apos;s text output</comment>
        <translation>판</translation>
    </message>
    <message>
        <source>Size</source>
        <comment>label of a line of analyze&apos;s and review&apos;s text output</comment>
        <translation>크기</translation>
    </message>
    <message>
        <source>Rules</source>
        <comment>label of a line of analyze&apos;s and review&apos;s text output</comment>
        <translation>규칙</translation>
    </message>
    <message>
        <source>First player</source>
        <comment>label of a line of analyze&apos;s and review&apos;s text output</comment>
        <translation>먼저 두는 쪽</translation>
    </message>
    <message>
        <source>What if</source>
        <comment>label of a line of analyze&apos;s and review&apos;s text output</comment>
        <translation>가정</translation>
    </message>
    <message>
        <source>State</source>
        <comment>label of a line of analyze&apos;s and review&apos;s text output</comment>
        <translation>상태</translation>
    </message>
    <message>
        <source>Legal</source>
        <comment>label of a line of analyze&apos;s and review&apos;s text output</comment>
        <translation>가능한 국면</translation>
    </message>
    <message>
        <source>Verdict</source>
        <comment>label of a line of analyze&apos;s and review&apos;s text output</comment>
        <translation>판정</translation>
    </message>
    <message>
        <source>Best moves</source>
        <comment>label of a line of analyze&apos;s and review&apos;s text output</comment>
        <translation>최선의 수</translation>
    </message>
    <message>
        <source>Best line</source>
        <comment>label of a line of analyze&apos;s and review&apos;s text output</comment>
        <translation>최선 수순</translation>
    </message>
    <message>
        <source>Search</source>
        <comment>label of a line of analyze&apos;s and review&apos;s text output</comment>
        <translation>탐색</translation>
    </message>
    <message>
        <source>Games left</source>
        <comment>label of a line of analyze&apos;s and review&apos;s text output</comment>
        <translation>남은 게임</translation>
    </message>
    <message>
        <source>%1 columns, %2 rows, %3</source>
        <comment>analyze: a board&apos;s size; %3 is how many in a row win (four in a row)</comment>
        <translation>%1열, %2행, %3</translation>
    </message>
    <message>
        <source>%1 is to move, whatever the counts say</source>
        <comment>analyze --to-move: %1 is the side (x or o) told to move, whatever the numbers of marks on the board say</comment>
        <translation>개수와 관계없이 %1 차례</translation>
    </message>
    <message>
        <source>yes</source>
        <comment>analyze: whether the position is legal</comment>
        <translation>예</translation>
    </message>
    <message>
        <source>no, this position cannot arise in a game (analysed anyway: what-if)</source>
        <comment>analyze: whether the position is legal, when --to-move asks for it to be analysed all the same</comment>
        <translation>아니요, 게임에서 나올 수 없는 국면 (가정으로 그대로 분석)</translation>
    </message>
    <message>
        <source>no, this position cannot arise in a game</source>
        <comment>analyze: whether the position is legal</comment>
        <translation>아니요, 게임에서 나올 수 없는 국면</translation>
    </message>
    <message>
        <source>%1 positions in %2 s, stopped by the time limit</source>
        <comment>analyze: how far the search went; %1 is a number of positions such as 45,116, %2 the seconds it took</comment>
        <translation>국면 %1개, %2초, 시간 제한으로 중지</translation>
    </message>
    <message>
        <source>%1 positions in %2 s</source>
        <comment>analyze: how far the search went; %1 is a number of positions such as 45,116, %2 the seconds it took</comment>
        <translation>국면 %1개, %2초</translation>
    </message>
    <message>
        <source>the game is over: %1 (score %2)</source>
        <comment>analyze&apos;s verdict on a finished game: %1 is its state (x won, a draw, ...), %2 its line-score score, o lines minus x lines</comment>
        <translation>게임 끝: %1 (점수 %2)</translation>
    </message>
    <message>
        <source>the game is over: %1</source>
        <comment>analyze&apos;s verdict on a finished game: %1 is its state (x won, a draw, ...)</comment>
        <translation>게임 끝: %1</translation>
    </message>
    <message>
        <source>%1 (x wins %2, o wins %3, draws %4)</source>
        <comment>analyze: %1 is how many games can still be played from the position, then how many of them each side wins and how many are draws</comment>
        <translation>%1 (x 승 %2, o 승 %3, 무승부 %4)</translation>
    </message>
    <message>
        <source>(win/tie/lose for %1 playing there, in plies to the end, misère)</source>
        <comment>analyze, misère rules: the key under the grid; %1 is the side to move (x or o); win, tie and lose are the words of the grid&apos;s results (win 5)</comment>
        <translation>(%1가 그곳에 둘 때 승/무/패와 끝날 때까지의 수, 미제르)</translation>
    </message>
    <message>
        <source>(win/tie/lose for %1 playing there, in plies to the end)</source>
        <comment>analyze: the key under the grid; %1 is the side to move (x or o); win, tie and lose are the words of the grid&apos;s results (win 5)</comment>
        <translation>(%1가 그곳에 둘 때 승/무/패와 끝날 때까지의 수)</translation>
    </message>
    <message>
        <source>(~: the plies of the line found; on boards of more than %1 cells they are not proven the fewest)</source>
        <comment>analyze: the key under the grid for results such as win ~9; %1 is a number of cells (16)</comment>
        <translation>(~: 찾은 수순의 수; %1칸이 넘는 판에서는 가장 빠른 수라고 증명되지 않음)</translation>
    </message>
    <message>
        <source>(&gt;=tie: cannot lose; &lt;=tie: cannot win; ?: nothing proven yet)</source>
        <comment>analyze: the key under the grid for the results of a search that stopped early; &gt;=tie and &lt;=tie as translated for the grid</comment>
        <translation>(&gt;=무: 지지 않음; &lt;=무: 이기지 못함; ?: 아직 증명된 것 없음)</translation>
    </message>
    <message>
        <source>%1 of %2 moves proven, %3 positions, %4 s</source>
        <comment>analyze&apos;s progress on standard error while it searches: %1 of %2 the moves with a proven result, %3 the positions searched (45,116), %4 the seconds so far</comment>
        <translation>수 %2개 중 %1개 증명, 국면 %3개, %4초</translation>
    </message>
    <message>
        <source>%1 positions, %2 s</source>
        <comment>analyze&apos;s progress on standard error while it searches: %1 the positions searched (45,116), %2 the seconds so far</comment>
        <translation>국면 %1개, %2초</translation>
    </message>
    <message>
        <source>cannot read standard input</source>
        <translation>표준 입력을 읽을 수 없습니다</translation>
    </message>
    <message>
        <source>standard input</source>
        <comment>where a board or game record came from, before the place of a problem in it</comment>
        <translation>표준 입력</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a problem in the input: %1 is where it came from (standard input, BOARD or a file&apos;s name), %2 the place in it and the problem (line 2, column 3: ...)</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>--k %1 does not fit a %2 board: k runs from %3 to %4 there</source>
        <comment>a usage error: %1 is the number given with the option --k (how many in a row win), %2 the board&apos;s size (5x5), %3 and %4 the least and the most that fit it</comment>
        <translation>--k %1: %2 판에 맞지 않습니다 (이 판에서 k는 %3부터 %4까지)</translation>
    </message>
    <message>
        <source>line-score needs --to-move x or o for this board: its mark counts do not say whose turn it is</source>
        <comment>a usage error; line-score is the name of a set of rules, --to-move an option, x and o the sides: none of them is translated</comment>
        <translation>이 판에서 line-score를 쓰려면 --to-move x 또는 o가 필요합니다: 기호 개수로는 누구 차례인지 알 수 없습니다</translation>
    </message>
    <message>
        <source>cannot reserve %1 MB for the search&apos;s table: not enough free memory (ask for less with --hash)</source>
        <comment>%1 is a number of megabytes; --hash is an option, not translated</comment>
        <translation>탐색 테이블에 쓸 %1 MB를 확보할 수 없습니다: 여유 메모리가 부족합니다 (--hash로 더 적게 지정하십시오)</translation>
    </message>
    <message>
        <source>&gt;=tie</source>
        <comment>result of a move in analyze&apos;s grid and review&apos;s table: at least a tie (it cannot lose), nothing more proven yet; keep it short</comment>
        <translation>&gt;=무</translation>
    </message>
    <message>
        <source>&lt;=tie</source>
        <comment>result of a move in analyze&apos;s grid and review&apos;s table: at most a tie (it cannot win), nothing more proven yet; keep it short</comment>
        <translation>&lt;=무</translation>
    </message>
    <message>
        <source>win %1</source>
        <comment>result of a move in analyze&apos;s grid and review&apos;s table: the side playing it wins, %1 plies (moves of either side) to the end, such as 5 or ~9; keep it short</comment>
        <translation>승 %1</translation>
    </message>
    <message>
        <source>tie %1</source>
        <comment>result of a move in analyze&apos;s grid and review&apos;s table: a tie, the board full after %1 plies (moves of either side), such as 5 or ~9; keep it short</comment>
        <translation>무 %1</translation>
    </message>
    <message>
        <source>lose %1</source>
        <comment>result of a move in analyze&apos;s grid and review&apos;s table: the side playing it loses, %1 plies (moves of either side) to the end, such as 5 or ~9; keep it short</comment>
        <translation>패 %1</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <comment>where in the input a problem is, then the problem (already in the reader&apos;s language)</comment>
        <translation>%1번째 줄, %2번째 글자: %3</translation>
    </message>
    <message>
        <source>Try &apos;ttt-solve --help&apos; for more information.</source>
        <comment>the line after every usage error; &apos;ttt-solve --help&apos; is a command, not translated</comment>
        <translation>자세한 내용은 &apos;ttt-solve --help&apos;를 실행해 보십시오.</translation>
    </message>
    <message>
        <source>line %1, column %2: the input ends after %3 of the %4 cases it announces</source>
        <comment>batch input: %1 and %2 are where the input ends, %3 how many cases it has, %4 how many its first number says it has</comment>
        <translation>%1번째 줄, %2번째 글자: 케이스가 %4개라고 했지만 %3개 뒤에 입력이 끝납니다</translation>
    </message>
    <message>
        <source>case %1, %2</source>
        <comment>batch input: %1 is the number of a case (a board), %2 where it is and what is wrong with it (line 5, column 2: ...)</comment>
        <translation>케이스 %1, %2</translation>
    </message>
    <message>
        <source>cannot write to standard output</source>
        <translation>표준 출력에 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>line %1: illegal position %2: %3</source>
        <comment>batch input: %1 is the line where a board starts, %2 the board in one line (xx./oo./...), %3 what makes it illegal</comment>
        <translation>%1번째 줄: 불가능한 국면 %2: %3</translation>
    </message>
    <message>
        <source>Legal positions</source>
        <comment>stats: a line of the table of figures</comment>
        <translation>가능한 국면</translation>
    </message>
    <message>
        <source>up to rotation and reflection</source>
        <comment>stats: a line of the table of figures, under Legal positions: the legal positions counting those that are rotations or mirror images of one another once</comment>
        <translation>회전과 대칭을 하나로 셀 때</translation>
    </message>
    <message>
        <source>finished (a line or a full board)</source>
        <comment>stats: a line of the table of figures, under Legal positions</comment>
        <translation>끝난 국면 (줄 완성 또는 판이 다 참)</translation>
    </message>
    <message>
        <source>unfinished</source>
        <comment>stats: a line of the table of figures, under Legal positions</comment>
        <translation>끝나지 않은 국면</translation>
    </message>
    <message>
        <source>the side to move wins</source>
        <comment>stats: a line of the table of figures, under unfinished (positions)</comment>
        <translation>둘 차례인 쪽 승리</translation>
    </message>
    <message>
        <source>the side to move ties</source>
        <comment>stats: a line of the table of figures, under unfinished (positions)</comment>
        <translation>둘 차례인 쪽 무승부</translation>
    </message>
    <message>
        <source>the side to move loses</source>
        <comment>stats: a line of the table of figures, under unfinished (positions)</comment>
        <translation>둘 차례인 쪽 패배</translation>
    </message>
    <message>
        <source>Games from the empty board</source>
        <comment>stats: a line of the table of figures: how many games can be played</comment>
        <translation>빈 판에서 시작하는 게임</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <comment>stats: a line of the table of figures, under Games from the empty board: those that %1 (x or o) wins</comment>
        <translation>%1 승</translation>
    </message>
    <message>
        <source>draws</source>
        <comment>stats: a line of the table of figures, under Games from the empty board</comment>
        <translation>무승부</translation>
    </message>
    <message>
        <source>Tic-tac-toe, %1 moving first</source>
        <comment>stats: the title; %1 is the side that moves first, x or o</comment>
        <translation>틱택토, %1가 먼저 둠</translation>
    </message>
    <message>
        <source>(none)</source>
        <comment>help: in the list of commands, what stands for no command at all (batch input)</comment>
        <translation>(없음)</translation>
    </message>
    <message>
        <source>Figures for the whole 3x3 game: positions, games, outcomes.</source>
        <comment>help: what the command stats does, beside &apos;stats&apos; in the command list; at most 62 columns (a Korean or Chinese character takes two)</comment>
        <translation>3x3 게임 전체의 수치: 국면, 게임, 결과.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <comment>help: the heading of the list of commands</comment>
        <translation>명령:</translation>
    </message>
    <message>
        <source>Exit status: 0 success, 1 bad input, 2 bad usage. A time limit that ends the
search is a success.</source>
        <comment>help: the last paragraph of the description; lines of at most 78 columns (a Korean or Chinese character takes two)</comment>
        <translation>종료 상태: 0 성공, 1 잘못된 입력, 2 잘못된 사용법. 시간 제한으로 탐색이
끝나도 성공입니다.</translation>
    </message>
    <message>
        <source>--time-limit takes a number of seconds above 0, not &apos;%1&apos;</source>
        <comment>a usage error; %1 is what was given; --time-limit is an option, not translated</comment>
        <translation>--time-limit에는 0보다 큰 초 단위 숫자를 주어야 합니다 (입력: &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>--hash takes a number of megabytes from 1 to %1 (this machine&apos;s memory), not &apos;%2&apos;</source>
        <comment>a usage error; %1 is a number of megabytes, %2 what was given; --hash is an option, not translated</comment>
        <translation>--hash에는 1부터 %1(이 컴퓨터의 메모리)까지의 MB 수를 주어야 합니다 (입력: &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>--threads takes a number from 1 to 256 (or 0 for one per core), not &apos;%1&apos;</source>
        <comment>a usage error; %1 is what was given; --threads is an option, not translated</comment>
        <translation>--threads에는 1부터 256까지의 수(코어당 하나면 0)를 주어야 합니다 (입력: &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>The side that moves first: x (default) or o.</source>
        <comment>help: the option --first; x and o are the sides, not translated</comment>
        <translation>먼저 두는 쪽: x(기본값) 또는 o.</translation>
    </message>
    <message>
        <source>Batch: print ERROR for a bad case and go on (the exit status is still 1).</source>
        <comment>help: the option --keep-going; ERROR is what it prints, not translated</comment>
        <translation>배치: 잘못된 케이스에는 ERROR를 출력하고
계속합니다(종료 상태는 그래도 1).</translation>
    </message>
    <message>
        <source>analyze: only the position&apos;s value and best line, not every move (faster).</source>
        <comment>help: the option --value-only; analyze is a command, not translated</comment>
        <translation>analyze: 모든 수 대신 국면의 값과 최선 수순만
구합니다(더 빠름).</translation>
    </message>
    <message>
        <source>--first takes x or o, not &apos;%1&apos;</source>
        <comment>a usage error; %1 is what was given; --first is an option, x and o the sides, not translated</comment>
        <translation>--first에는 x 또는 o를 주어야 합니다 (입력: &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>--to-move takes x or o, not &apos;%1&apos;</source>
        <comment>a usage error; %1 is what was given; --to-move is an option, x and o the sides, not translated</comment>
        <translation>--to-move에는 x 또는 o를 주어야 합니다 (입력: &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>--%1 does not go with review: a game record sets it in its # header</source>
        <comment>a usage error; --%1 is an option (--first, --rules, --to-move) and review a command, not translated</comment>
        <translation>--%1 옵션은 review에 쓸 수 없습니다: 게임 기록의 # 헤더에서 설정합니다</translation>
    </message>
    <message>
        <source>--keep-going goes with batch input only</source>
        <comment>a usage error; --keep-going is an option, not translated</comment>
        <translation>--keep-going 옵션은 배치 입력에만 쓸 수 있습니다</translation>
    </message>
    <message>
        <source>analyze needs a BOARD (or - to read it from standard input, or --size for an empty board)</source>
        <comment>a usage error; analyze is a command, BOARD its argument and --size an option, not translated</comment>
        <translation>analyze에는 BOARD가 필요합니다 (표준 입력에서 읽으려면 -, 빈 판이면 --size)</translation>
    </message>
    <message>
        <source>analyze takes one BOARD; unexpected &apos;%1&apos;</source>
        <comment>a usage error; %1 is the argument too many; analyze is a command and BOARD its argument, not translated</comment>
        <translation>analyze에는 BOARD를 하나만 줄 수 있습니다. 예상하지 못한 인자: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>analyze takes a BOARD or --size, not both (the board&apos;s text gives its size)</source>
        <comment>a usage error; analyze is a command, BOARD its argument and --size an option, not translated</comment>
        <translation>analyze에는 BOARD와 --size 중 하나만 줄 수 있습니다 (판의 텍스트가 크기를 정합니다)</translation>
    </message>
    <message>
        <source>review needs a FILE with a game record (or - to read it from standard input)</source>
        <comment>a usage error; review is a command and FILE its argument, not translated</comment>
        <translation>review에는 게임 기록이 든 FILE이 필요합니다 (표준 입력에서 읽으려면 -)</translation>
    </message>
    <message>
        <source>review takes one FILE; unexpected &apos;%1&apos;</source>
        <comment>a usage error; %1 is the argument too many; review is a command and FILE its argument, not translated</comment>
        <translation>review에는 FILE을 하나만 줄 수 있습니다. 예상하지 못한 인자: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>stats takes no argument; unexpected &apos;%1&apos;</source>
        <comment>a usage error; %1 is the argument too many; stats is a command, not translated</comment>
        <translation>stats에는 인자를 줄 수 없습니다. 예상하지 못한 인자: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>not proven</source>
        <comment>review: the grade of a move whose result the search did not prove within the time limit; keep it short</comment>
        <translation>미증명</translation>
    </message>
    <message numerus="yes">
        <source>-%n point(s)</source>
        <comment>review, line-score: the grade of a move that lost points, with a minus sign; keep it short</comment>
        <translation>
            <numerusform>-%n점</numerusform>
        </translation>
    </message>
    <message>
        <source>any move</source>
        <comment>review: in the column of the best moves, when every move was as good</comment>
        <translation>모든 수</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <comment>review&apos;s summary of a side: how many moves it played along the game&apos;s line</comment>
        <translation>
            <numerusform>%n수</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 not best</source>
        <comment>review&apos;s summary of a side, line-score: how many of its moves lost points</comment>
        <translation>최선 아님 %1</translation>
    </message>
    <message>
        <source>%1 not proven</source>
        <comment>review&apos;s summary of a side: how many of its moves the search did not grade within the time limit</comment>
        <translation>미증명 %1</translation>
    </message>
    <message>
        <source>, </source>
        <comment>review&apos;s summary of a side: what separates its counts (2 moves, 1 mistake, 0 blunders)</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <comment>review: %1 is the game record&apos;s file, %2 the system&apos;s reason (from Qt, in the reader&apos;s language)</comment>
        <translation>%1 파일을 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Start</source>
        <comment>label of a line of review&apos;s text output: the board the game starts from</comment>
        <translation>시작 국면</translation>
    </message>
    <message>
        <source>%1:</source>
        <comment>review: label of the line that sums up a side&apos;s moves; %1 is the side, x or o</comment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>%1x%2, %3</source>
        <comment>review: the board, %1 columns by %2 rows, and %3 how many in a row win (3x3, three in a row)</comment>
        <translation>%1x%2, %3</translation>
    </message>
    <message>
        <source>the empty board</source>
        <comment>review: the board the game starts from</comment>
        <translation>빈 판</translation>
    </message>
    <message>
        <source>some positions were not proven within the time limit</source>
        <comment>review: how far the search went</comment>
        <translation>일부 국면은 시간 제한 안에 증명되지 않음</translation>
    </message>
    <message>
        <source>Move</source>
        <comment>review: heading of the column of the moves played (1. x b2)</comment>
        <translation>수</translation>
    </message>
    <message>
        <source>Grade</source>
        <comment>review: heading of the column of the moves&apos; grades (best, mistake, ...)</comment>
        <translation>평가</translation>
    </message>
    <message>
        <source>Result (best -&gt; played)</source>
        <comment>review: heading of the column of results such as &apos;tie 8 -&gt; lose 6&apos;: the best result the side had, then the result of the move it played</comment>
        <translation>결과 (최선 -&gt; 둔 수)</translation>
    </message>
    <message>
        <source>Best moves</source>
        <comment>review: heading of the column of the moves that were best</comment>
        <translation>최선의 수</translation>
    </message>
    <message>
        <source>(results for the side that moved, in plies to the end; the line&apos;s moves only are counted, not its variations)</source>
        <comment>review: the key under the table; a ply is one move of either side</comment>
        <translation>(둔 쪽의 결과와 끝날 때까지의 수; 변화는 빼고 주 수순의 수만 셈)</translation>
    </message>
    <message>
        <source>%1: %2 positions, %3 bytes</source>
        <comment>analyze --certificate: %1 is the certificate&apos;s file, %2 the positions in the proof (45,116), %3 its size in bytes (71,506)</comment>
        <translation>%1: 국면 %2개, %3바이트</translation>
    </message>
    <message>
        <source>%1; every result proven</source>
        <comment>analyze --certificate: %1 is what the certificate is (proof.cert: 45,116 positions, 71,506 bytes)</comment>
        <translation>%1; 모든 결과 증명됨</translation>
    </message>
    <message numerus="yes">
        <source>%1; %n result(s) left out, stopped by the time limit</source>
        <comment>analyze --certificate: %1 is what the certificate is (proof.cert: 45,116 positions, 71,506 bytes); the results proven by the analysis that the certificate does not hold</comment>
        <translation>
            <numerusform>%1; 결과 %n개 제외, 시간 제한으로 멈춤</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n result(s) the engine gave could not be proven: a bug, please report it</source>
        <comment>analyze --certificate: %1 is what the certificate is (proof.cert: 45,116 positions, 71,506 bytes); results the engine claimed that its own replay could not back with a proof</comment>
        <translation>
            <numerusform>%1; 엔진이 낸 결과 %n개를 증명하지 못했습니다: 버그이니 알려 주세요</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; incomplete: the analysis was stopped, and it holds the bounds proven by then</source>
        <comment>analyze --certificate: %1 is what the certificate is (proof.cert: 45,116 positions, 71,506 bytes)</comment>
        <translation>%1; 불완전: 분석이 멈췄고, 그때까지 증명된 경계를 담고 있습니다</translation>
    </message>
    <message>
        <source>Certificate</source>
        <comment>label of a line of analyze&apos;s text output</comment>
        <translation>증명서</translation>
    </message>
    <message>
        <source>certificate: %1 of %2 results, %3 positions of proof, %4 s</source>
        <comment>analyze --certificate&apos;s progress on standard error while it writes the proof: %1 of %2 the results certified so far, %3 the positions in the proof (45,116), %4 the seconds so far</comment>
        <translation>증명서: 결과 %2개 중 %1개, 증명 국면 %3개, %4초</translation>
    </message>
    <message>
        <source>no certificate: this position cannot arise in a game, and nothing is analysed (--to-move analyses it anyway)</source>
        <comment>analyze --certificate on an illegal position; --to-move is an option, not translated</comment>
        <translation>증명서 없음: 이 국면은 게임에서 나올 수 없어 분석하지 않습니다 (--to-move를 주면 그래도 분석합니다)</translation>
    </message>
    <message>
        <source>--%1 goes with analyze</source>
        <comment>a usage error; --%1 is an option (--size, --k, --value-only, --certificate) and analyze a command, not translated</comment>
        <translation>--%1 옵션은 analyze에만 쓸 수 있습니다</translation>
    </message>
    <message>
        <source>--certificate needs the name of the FILE to write</source>
        <comment>a usage error; --certificate is an option and FILE its argument, not translated</comment>
        <translation>--certificate에는 쓸 FILE의 이름이 필요합니다</translation>
    </message>
    <message>
        <source>%1 to move: the board fills up at %2 (%3)</source>
        <comment>analyze&apos;s verdict, line-score: %1 is the side to move (x or o), %2 the final score under best play with its sign (+2, 0, -1), %3 what it counts (o lines minus x lines)</comment>
        <translation>%1 차례: 판이 다 차면 %2 (%3)</translation>
    </message>
    <message>
        <source>%1 to move: the board fills up between %2 and %3 (%4)</source>
        <comment>analyze&apos;s verdict, line-score, when the search stopped early: %1 is the side to move (x or o), %2 and %3 the lowest and highest final score still possible, %4 what the score counts (o lines minus x lines)</comment>
        <translation>%1 차례: 판이 다 차면 %2에서 %3 사이 (%4)</translation>
    </message>
    <message>
        <source>(the final %2 if %1 plays there; low..high: not proven further yet)</source>
        <comment>analyze, line-score: the key under the grid; %1 is the side to move (x or o), %2 what the score counts (o lines minus x lines); low..high is how a range of scores such as -1..+3 is written</comment>
        <translation>(%1가 그곳에 둘 때 최종 %2; 최소..최대: 아직 범위까지만 증명됨)</translation>
    </message>
    <message>
        <source>(the final %2 if %1 plays there)</source>
        <comment>analyze, line-score: the key under the grid; %1 is the side to move (x or o), %2 what the score counts (o lines minus x lines)</comment>
        <translation>(%1가 그곳에 둘 때 최종 %2)</translation>
    </message>
    <message>
        <source>no certificate: both sides have a line, so the game has no result to prove</source>
        <comment>analyze --certificate with --to-move on a board where both x and o have a line; --to-move is an option, not translated</comment>
        <translation>증명서 없음: 양쪽 모두 줄이 있어 증명할 결과가 없습니다</translation>
    </message>
    <message>
        <source>Batch judge input on standard input: the number of cases T,
then T 3x3 boards of 3 rows (tokens separated by any white
space). Prints x, o or TIE per case: who wins with perfect
play. A bad or illegal case is reported on standard error
with its case number and line, and nothing is printed.
With --rules line-score each board is preceded by 1 (o to
move) or 0 (x to move), and the answer is the final score:
%1.</source>
        <comment>help: what ttt-solve does without a command, beside the command list&apos;s first column; lines of at most 62 columns (a Korean or Chinese character takes two); x, o, TIE, --rules and line-score are not translated; %1 is what the score counts (o lines minus x lines)</comment>
        <translation>표준 입력으로 채점용 배치 입력을 받습니다: 케이스 수 T,
그다음 3행짜리 3x3 판 T개(토큰은 아무 공백으로나 구분).
케이스마다 x, o 또는 TIE를 출력합니다: 완벽하게 둘 때
이기는 쪽입니다. 잘못되었거나 불가능한 케이스는 케이스
번호, 줄 번호와 함께 표준 오류로 알리고 아무것도 출력하지
않습니다. --rules line-score이면 각 판 앞에 1(o 차례) 또는
0(x 차례)이 오고, 답은 최종 점수입니다:
%1.</translation>
    </message>
    <message>
        <source>(final scores, %1; the line&apos;s moves only are counted, not its variations)</source>
        <comment>review, line-score: the key under the table; %1 is what the scores count (o lines minus x lines)</comment>
        <translation>(최종 점수, %1; 변화는 빼고 주 수순의 수만 셈)</translation>
    </message>
    <message>
        <source>Cell</source>
        <comment>label of a line of explain&apos;s text output: the move explained</comment>
        <translation>수</translation>
    </message>
    <message>
        <source>Proof</source>
        <comment>label of a line of explain&apos;s text output: the proof&apos;s size</comment>
        <translation>증명</translation>
    </message>
    <message>
        <source>Sharpness</source>
        <comment>label of a line of explain&apos;s text output: only moves, traps</comment>
        <translation>날카로움</translation>
    </message>
    <message>
        <source>CELL &apos;%1&apos; is not a cell of this %2 board: columns %3 to %4, rows 1 to %5</source>
        <comment>explain: %1 is what was given as CELL, %2 the board&apos;s size (5x5), %3 and %4 the first and last column letters (a, e), %5 the number of rows; CELL is the argument&apos;s name, not translated</comment>
        <translation>CELL &apos;%1&apos;: 이 %2 판에 없는 칸입니다 (열은 %3부터 %4까지, 행은 1부터 %5까지)</translation>
    </message>
    <message>
        <source>CELL %1 is taken: %2 has a mark there; explain plays a move on an empty cell</source>
        <comment>explain: %1 is the cell given (c4), %2 the side (x or o) whose mark is there; CELL is the argument&apos;s name and explain a command, not translated</comment>
        <translation>CELL %1: 이미 %2가 둔 칸입니다. explain은 빈칸에 두는 수를 설명합니다</translation>
    </message>
    <message>
        <source>line-score results are scores, and scores have no proofs to explain them: explain takes classic or misere rules</source>
        <comment>explain under line-score; line-score, classic and misere are the rules&apos; names and explain a command, not translated</comment>
        <translation>line-score의 결과는 점수이고, 점수에는 설명할 증명이 없습니다: explain에는 classic 또는 misere 규칙을 쓰십시오</translation>
    </message>
    <message>
        <source>%1: both x and o have a line, which no game reaches: there is no result to explain</source>
        <comment>explain: %1 is where the board came from (BOARD or standard input)</comment>
        <translation>%1: x와 o 모두 줄을 완성한 판은 게임에서 나올 수 없습니다: 설명할 결과가 없습니다</translation>
    </message>
    <message>
        <source>%1: this position cannot arise in a game, so it has no result to explain (--to-move x or o explains it anyway):</source>
        <comment>explain on an illegal position: %1 is where the board came from (BOARD or standard input); the broken rules follow; --to-move is an option, x and o the sides, not translated</comment>
        <translation>%1: 게임에서 나올 수 없는 국면이라 설명할 결과가 없습니다 (--to-move x 또는 o를 주면 그래도 설명합니다):</translation>
    </message>
    <message>
        <source>1 position</source>
        <comment>explain: the size of the proof the explanation is read off, when it is one position</comment>
        <translation>국면 1개</translation>
    </message>
    <message>
        <source>%1 positions</source>
        <comment>explain: the size of the proof the explanation is read off; %1 is a number of positions such as 1,638</comment>
        <translation>국면 %1개</translation>
    </message>
    <message>
        <source>Explanation</source>
        <comment>explain: the heading above the explanation&apos;s sentences</comment>
        <translation>설명</translation>
    </message>
    <message>
        <source>%1: the moves explained, in order</source>
        <comment>explain: the key under the diagram; %1 is the first move as the diagram shows it (1x: move 1, by x)</comment>
        <translation>%1: 설명에 나오는 수를 순서대로 표시</translation>
    </message>
    <message>
        <source>A, B, ...: pairs; when %1 takes a cell of one, %2 takes the other</source>
        <comment>explain: the key under the diagram; the cells of a pair show the same letter; %1 the side trying to win, %2 the side holding the tie</comment>
        <translation>A, B, ...: 짝. %1가 짝의 한 칸을 차지하면 %2가 나머지 칸을 차지함</translation>
    </message>
    <message>
        <source>*: the open cells of the lines at the end</source>
        <comment>explain: the key under the diagram; the lines of the double threat, the fork or the completed line that end the explanation</comment>
        <translation>*: 마지막에 나오는 줄의 빈칸</translation>
    </message>
    <message>
        <source>the board as it stands</source>
        <comment>explain: the key under a diagram with no moves, pairs or lines to show</comment>
        <translation>현재 판</translation>
    </message>
    <message>
        <source>every move keeps the result</source>
        <comment>explain: how sharp a position is, when no move changes its result</comment>
        <translation>어느 수를 두어도 결과가 같음</translation>
    </message>
    <message>
        <source>%1 moves keep the result: %2</source>
        <comment>explain: how sharp a position is; %1 is how many moves keep its result (2 or more), %2 the moves (b1, a2)</comment>
        <translation>결과를 지키는 수 %1개: %2</translation>
    </message>
    <message>
        <source>one of %1 winning moves</source>
        <comment>explain: how sharp a winning move is that is not the only one; %1 is how many moves win (2 or more)</comment>
        <translation>이기는 수 %1개 중 하나</translation>
    </message>
    <message>
        <source>Why the position&apos;s result holds, read off its proof: the
forcing line and the double threat that ends it, the pairs
that hold a tie, the answers to each reply; drawn on the
board; and how sharp it is (only moves, traps). With a CELL
after BOARD (such as c4), the same for that move. BOARD as
for analyze; with --size and no BOARD, the one argument is
the CELL.</source>
        <comment>help: what the command explain does, beside &apos;explain BOARD&apos; in the command list; lines of at most 62 columns (a Korean or Chinese character takes two); BOARD, CELL and the options are not translated</comment>
        <translation>국면의 결과가 왜 성립하는지 증명에서 읽어 설명합니다: 강제
수순과 그 끝의 이중 위협, 무승부를 지키는 짝, 상대의 각
응수에 대한 대응. 이를 판에 그려 보이고, 국면이 얼마나
날카로운지(유일한 수, 함정)도 알려 줍니다. BOARD 뒤에
CELL(예: c4)을 주면 그 수에 대해 같은 것을 설명합니다.
BOARD는 analyze와 같으며, BOARD 없이 --size를 주면 하나뿐인
인자가 CELL입니다.</translation>
    </message>
    <message>
        <source>analyze, explain: what if this side is to move, whatever the mark counts say (x or o).</source>
        <comment>help: the option --to-move; analyze and explain are commands, x and o the sides, not translated</comment>
        <translation>analyze, explain: 기호 개수와 관계없이 이 쪽(x 또는
o)이 둘 차례라고 가정합니다.</translation>
    </message>
    <message>
        <source>analyze, explain, review, stats: print one JSON object instead of text.</source>
        <comment>help: the option --json; analyze, explain, review and stats are commands, not translated</comment>
        <translation>analyze, explain, review, stats: 텍스트 대신 JSON
객체 하나를 출력합니다.</translation>
    </message>
    <message>
        <source>analyze, explain: how many in a row win (3 to the longer side; default: the board&apos;s header, else min(columns, rows, 4)).</source>
        <comment>help: the option --k; analyze and explain are commands, not translated</comment>
        <translation>analyze, explain: 이기는 데 필요한 연속 개수(3부터
긴 변까지; 기본값: 판의 헤더, 없으면 min(열, 행, 4)).</translation>
    </message>
    <message>
        <source>analyze, explain, review (for each position): stop after this many seconds and report what is proven by then (exit status 0).</source>
        <comment>help: the option --time-limit; analyze, explain and review are commands, not translated</comment>
        <translation>analyze, explain, review(국면마다): 이 시간(초)이
지나면 멈추고 그때까지 증명된 것을 알립니다(종료
상태 0).</translation>
    </message>
    <message>
        <source>analyze, explain, review: memory for the search&apos;s transposition table, in megabytes (default 256).</source>
        <comment>help: the option --hash; analyze, explain and review are commands, not translated</comment>
        <translation>analyze, explain, review: 트랜스포지션 테이블
(transposition table)에 쓸 메모리(MB, 기본값 256).</translation>
    </message>
    <message>
        <source>analyze, explain, review: search threads (default: one per core).</source>
        <comment>help: the option --threads; analyze, explain and review are commands, not translated</comment>
        <translation>analyze, explain, review: 탐색 스레드 수(기본값:
코어당 하나).</translation>
    </message>
    <message>
        <source>--%1 goes with analyze or explain</source>
        <comment>a usage error; --%1 is an option (--size, --k), analyze and explain are commands, not translated</comment>
        <translation>--%1 옵션은 analyze나 explain에만 쓸 수 있습니다</translation>
    </message>
    <message>
        <source>--json goes with analyze, explain, review or stats, not with batch input</source>
        <comment>a usage error; --json is an option, analyze, explain, review and stats are commands, not translated</comment>
        <translation>--json 옵션은 analyze, explain, review, stats에만 쓸 수 있고 배치 입력에는 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>--to-move goes with analyze or explain; line-score batch input names the side in each case</source>
        <comment>a usage error; --to-move is an option, analyze and explain are commands and line-score the rules&apos; name, not translated</comment>
        <translation>--to-move 옵션은 analyze나 explain에만 쓸 수 있습니다. line-score 배치 입력은 케이스마다 둘 차례를 적습니다</translation>
    </message>
    <message>
        <source>explain needs a BOARD (or - to read it from standard input, or --size for an empty board), and may take a CELL after it</source>
        <comment>a usage error; explain is a command, BOARD and CELL its arguments and --size an option, not translated</comment>
        <translation>explain에는 BOARD가 필요합니다 (표준 입력에서 읽으려면 -, 빈 판이면 --size). 그 뒤에 CELL을 줄 수 있습니다</translation>
    </message>
    <message>
        <source>explain takes a BOARD or --size, not both (with --size, its one argument is a CELL); unexpected &apos;%1&apos;</source>
        <comment>a usage error; %1 is the argument too many; explain is a command, BOARD and CELL its arguments and --size an option, not translated</comment>
        <translation>explain에는 BOARD와 --size 중 하나만 줄 수 있습니다 (--size를 주면 하나뿐인 인자는 CELL입니다). 예상하지 못한 인자: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>explain takes a BOARD and a CELL; unexpected &apos;%1&apos;</source>
        <comment>a usage error; %1 is the argument too many; explain is a command, BOARD and CELL its arguments, not translated</comment>
        <translation>explain에는 BOARD와 CELL만 줄 수 있습니다. 예상하지 못한 인자: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>analyze, explain, review or stats; none for batch input.</source>
        <comment>help: the argument command; analyze, explain, review and stats are commands, not translated</comment>
        <translation>analyze, explain, review 또는 stats. 배치 입력이면
생략.</translation>
    </message>
    <message>
        <source>analyze, explain: the board, or - for standard input; review: the game record&apos;s file, or -.</source>
        <comment>help: the argument BOARD or FILE; analyze, explain and review are commands, not translated</comment>
        <translation>analyze, explain: 판, 또는 표준 입력이면 -. review:
게임 기록 파일, 또는 -.</translation>
    </message>
    <message>
        <source>explain: the move to explain (such as c4), instead of the position.</source>
        <comment>help: the argument CELL; explain is a command, not translated</comment>
        <translation>explain: 국면 대신 설명할 수(예: c4).</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (expected analyze, explain, review or stats)</source>
        <comment>a usage error; %1 is what was given; analyze, explain, review and stats are commands, not translated</comment>
        <translation>알 수 없는 명령 &apos;%1&apos; (analyze, explain, review, stats 중 하나여야 합니다)</translation>
    </message>
    <message>
        <source>(--value-only: the moves were not analysed one by one, so there is no grid of their results)</source>
        <comment>analyze --value-only: the line in place of the grid of results; --value-only is an option, not translated</comment>
        <translation>(--value-only: 수를 하나씩 분석하지 않았으므로 수별 결과 격자가 없습니다)</translation>
    </message>
    <message>
        <source>analyze, explain: the empty board of this size (columns x rows, each 3 to 20), instead of BOARD.</source>
        <comment>help: the option --size; analyze and explain are commands and BOARD their argument, not translated</comment>
        <translation>analyze, explain: BOARD 대신 이 크기(열x행, 각각
3~20)의 빈 판을 씁니다.</translation>
    </message>
    <message>
        <source>--size takes COLUMNSxROWS, each from 3 to 20 (such as 5x5), not &apos;%1&apos;</source>
        <comment>a usage error; %1 is what was given; --size is an option, not translated</comment>
        <translation>--size에는 열x행 형식으로 각각 3부터 20까지를 주어야 합니다 (예: 5x5, 입력: &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>--k takes a whole number from 3 to 20, not &apos;%1&apos;</source>
        <comment>a usage error; %1 is what was given; --k is an option, not translated</comment>
        <translation>--k에는 3부터 20까지의 정수를 주어야 합니다 (입력: &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>classic (default, also freestyle: k or more in a row wins), exact (only exactly k in a row wins), misere (completing a line loses) or line-score (play until the board is full; %1).</source>
        <comment>help: the option --rules; classic, freestyle, exact, misere and line-score are the rules&apos; names, not translated; %1 is what line-score&apos;s score counts (o lines minus x lines)</comment>
        <translation>classic(기본값, freestyle이라고도 함: k개 이상 이으면 승리),
exact(정확히 k개만 승리), misere(줄을 완성하면 패배) 또는
line-score(판이 다 찰 때까지 둠; %1).</translation>
    </message>
    <message>
        <source>One position: legality, verdict, best line and the result of
every empty cell. BOARD is a grid (&quot;xoo\n.x.\n..x&quot;) or one
line (&quot;xoo/.x./..x&quot;, or &quot;xoo.x...x&quot; for a square board) of 3
to 20 rows of 3 to 20 cells, optionally after &quot;# k=4 ...&quot;
header lines; &quot;-&quot; reads it from standard input. With
--size and no BOARD, the empty board of that size.
Boards bigger than 3x3 are searched: to the end up to 64
cells, for forced wins and losses beyond (15x15, 20x20);
--time-limit reports what is proven by then.</source>
        <comment>help: what the command analyze does, beside &apos;analyze BOARD&apos; in the command list; lines of at most 62 columns (a Korean or Chinese character takes two); BOARD, the options and the quoted examples are not translated</comment>
        <translation>한 국면: 가능 여부, 판정, 최선 수순, 모든 빈칸의 결과.
BOARD는 격자(&quot;xoo\n.x.\n..x&quot;)나 한 줄(&quot;xoo/.x./..x&quot;,
정사각형 판이면 &quot;xoo.x...x&quot;)로 쓴 3~20칸짜리 행
3~20개이며, 앞에 &quot;# k=4 ...&quot; 헤더 줄을 둘 수 있습니다.
&quot;-&quot;는 표준 입력에서 읽습니다. BOARD 없이 --size를 주면
그 크기의 빈 판입니다. 3x3보다 큰 판은 탐색합니다. 64칸
이하는 끝까지, 그보다 큰 판(15x15, 20x20)은 강제 승리와
강제 패배를 찾습니다. --time-limit를 주면 그때까지
증명된 것을 알려 줍니다.</translation>
    </message>
    <message>
        <source>A game record (&quot;-&quot;: standard input): a # header, an
optional start board, then the moves (&quot;1. b2 a1 2. c3
(2. a3 c1) c1&quot;: a1 is column a, row 1, the bottom left;
a variation in parentheses replaces the move before it).
Grades every move against the best its side had: best,
inaccuracy, mistake or blunder (line-score: points lost).</source>
        <comment>help: what the command review does, beside &apos;review FILE&apos; in the command list; lines of at most 62 columns (a Korean or Chinese character takes two); the quoted examples and line-score are not translated; best, inaccuracy, mistake and blunder as translated for review&apos;s grades</comment>
        <translation>게임 기록(&quot;-&quot;: 표준 입력): # 헤더, 생략할 수 있는 시작
판, 그다음 수(&quot;1. b2 a1 2. c3 (2. a3 c1) c1&quot;: a1은 왼쪽
아래 칸, a열 1행; 괄호 안의 변화는 바로 앞의 수를 대신함).
모든 수를 그 쪽이 둘 수 있던 최선의 수와 비교해 최선,
부정확한 수, 실수, 대악수로 평가합니다(line-score: 잃은 점수).</translation>
    </message>
    <message>
        <source>Solves k-in-a-row positions with perfect play on boards from
3x3 to 20x20: to the end up to 64 cells (8x8, 16x4, 10x6),
forced wins and losses beyond (gomoku&apos;s 15x15).</source>
        <comment>help: the first paragraph, what ttt-solve is; k is the number of marks in a row that wins</comment>
        <translation>k목 국면을 완벽한 수로 풉니다. 판은 3x3부터 20x20까지이며,
64칸 이하(8x8, 16x4, 10x6)는 끝까지, 그보다 큰 판(오목의
15x15)은 강제 승리와 강제 패배를 찾습니다.</translation>
    </message>
    <message>
        <source>--certificate: certificates prove classic, exact and misere results, not line-score scores</source>
        <comment>a usage error; --certificate is an option, classic, exact, misere and line-score the names of sets of rules, not translated</comment>
        <translation>--certificate: 증명서는 classic, exact, misere의 결과를 증명하며, line-score 점수는 증명하지 않습니다</translation>
    </message>
    <message>
        <source>explain puts proofs of classic and misere results into words, not yet the exact rule&apos;s: analyze (with --certificate) and review take it</source>
        <comment>explain under the exact rule; exact, classic and misere are the rules&apos; names, explain, analyze and review commands, --certificate an option, not translated</comment>
        <translation>explain은 classic과 misere 결과의 증명만 말로 풀어 주며, exact 규칙의 증명은 아직 아닙니다: exact 규칙은 analyze(--certificate 포함)와 review가 다룹니다</translation>
    </message>
    <message numerus="yes">
        <source>%1; it holds the wins and losses proven by threats, not the %n result(s) searched to the end</source>
        <comment>analyze --certificate on a board of more than 64 cells: %1 is what the certificate is (proof.cert: 45,116 positions, 71,506 bytes); results near the end of the game were searched exhaustively, and only threat proofs are certified</comment>
        <translation>
            <numerusform>%1; 위협으로 증명된 승패를 담고, 끝까지 탐색한 결과 %n개는 담지 않음</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; it holds the wins and losses proven by threats, the rest is unknown</source>
        <comment>analyze --certificate on a board of more than 64 cells: %1 is what the certificate is (proof.cert: 45,116 positions, 71,506 bytes)</comment>
        <translation>%1; 위협으로 증명된 승패를 담고, 나머지는 알 수 없음</translation>
    </message>
    <message>
        <source>(?75: nothing proven; an estimate of the move from its lines, 0-100, not a result)</source>
        <comment>analyze: the key under the grid for unproven moves with an estimate, such as ?75 (75 of 100: 100 is the most promising move)</comment>
        <translation>(?75: 증명된 것 없음; 지나는 줄로 본 그 수의 추정치, 0-100, 결과가 아님)</translation>
    </message>
    <message>
        <source>analyze: write a certificate of every result proven to FILE, for ttt-check to verify (classic, exact and misere rules; beyond 64 cells, the forced wins and losses).</source>
        <comment>help: the option --certificate; analyze is a command, ttt-check a program, classic, exact and misere the rules&apos; names, not translated</comment>
        <translation>analyze: 증명된 모든 결과의 증명서를 FILE에 씁니다. ttt-check로 검증합니다 (classic, exact, misere 규칙; 64칸을 넘는 판은 강제 승패).</translation>
    </message>
    <message>
        <source>%1 missed or allowed a win (estimates)</source>
        <comment>review&apos;s summary of a side on a big board: how many of its moves missed a proven win, or were proven to allow one where another move was not proven to</comment>
        <translation>필승을 놓치거나 허용한 수 %1 (추정)</translation>
    </message>
    <message>
        <source>byte %1: %2</source>
        <comment>where in a binary input (a RenLib library) a problem is, then the problem</comment>
        <translation>%1번째 바이트: %2</translation>
    </message>
    <message>
        <source>%1 has more than %2 bytes: a game record has a few hundred, a RenLib library a few million</source>
        <comment>review: %1 is the game record&apos;s file, %2 the most bytes it may have</comment>
        <translation>%1의 크기가 %2바이트를 넘습니다: 기보는 수백 바이트, RenLib 라이브러리는 수백만 바이트입니다</translation>
    </message>
    <message>
        <source>--rules takes classic (or freestyle), exact, renju, omok, misere or line-score, not &apos;%1&apos;</source>
        <comment>a usage error; %1 is what was given; --rules is an option and classic, freestyle, exact, renju, omok, misere and line-score the rules&apos; names, not translated</comment>
        <translation>--rules에는 classic(또는 freestyle), exact, renju, omok, misere, line-score를 쓸 수 있습니다. &apos;%1&apos;은(는) 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>%4 is five in a row on a board of at least %1 cells (such as 15x15), not k=%2 on %3</source>
        <comment>a usage error: %4 is the rules&apos; name (renju or omok), not translated; %3 is the board&apos;s size (5x5)</comment>
        <translation>%4는 %1칸 이상인 판(예: 15x15)에서 다섯을 잇는 게임이며, %3 판의 k=%2가 아닙니다</translation>
    </message>
    <message>
        <source>after the end</source>
        <comment>review: the grade of a move played after a forbidden move lost the game (renju, omok): not graded; keep it short</comment>
        <translation>종국 후</translation>
    </message>
    <message>
        <source>forbidden</source>
        <comment>review: the grade of a move its side may not play (renju&apos;s black, omok), which loses the game; keep it short</comment>
        <translation>금수</translation>
    </message>
    <message>
        <source>%1 may not play %2 under omok (%3): %1 loses the game here, and the moves after it are not graded.</source>
        <comment>review: %1 is the side (x or o), %2 the cell (h8); %3 says why: double three: the lines …</comment>
        <translation>%1은(는) 오목 일반룰에서 %2에 둘 수 없습니다 (%3). 여기서 %1이(가) 지며, 이후의 수는 평가하지 않습니다.</translation>
    </message>
    <message>
        <source>%1 may not play %2 under renju (%3): %1 loses the game here, and the moves after it are not graded.</source>
        <comment>review: %1 is black (x), %2 the cell (h8); %3 says why: double three: the lines …</comment>
        <translation>%1은(는) 렌주 규칙에서 %2에 둘 수 없습니다 (%3). 여기서 %1이(가) 지며, 이후의 수는 평가하지 않습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n forbidden move(s)</source>
        <comment>review&apos;s summary of a side (renju, omok): how many of its moves were forbidden to it (the first lost the game)</comment>
        <translation>
            <numerusform>금수 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>--threat-positions takes a number of positions from 1 to %1, not &apos;%2&apos;</source>
        <comment>a usage error; %1 is the largest number allowed, %2 what was given; --threat-positions is an option, not translated</comment>
        <translation>--threat-positions에는 1부터 %1까지의 국면 수를 주어야 합니다 (입력: &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>analyze, explain, review (for each position), on boards of more than 64 cells: about how many positions the search for forced wins by threats may spend (default 4194304); fewer ends sooner, more proves more of the wins that take longer to find.</source>
        <comment>help: the option --threat-positions; analyze, explain and review are commands, not translated</comment>
        <translation>analyze, explain, review(국면마다), 64칸이 넘는 판에서:
위협으로 강제 승리를 찾는 탐색이 쓸 수 있는 대략의
국면 수(기본값 4194304). 적으면 빨리 끝나고, 많으면
찾기 오래 걸리는 승리를 더 많이 증명합니다.</translation>
    </message>
    <message>
        <source>--%1 goes with analyze, explain or review</source>
        <comment>a usage error; --%1 is an option (--time-limit, --hash, --threads, --threat-positions), analyze, explain and review are commands, not translated</comment>
        <translation>--%1 옵션은 analyze, explain, review에만 쓸 수 있습니다</translation>
    </message>
</context>
<context>
    <name>ttt::explain</name>
    <message>
        <source>%1 at %2</source>
        <comment>a threatened line and the cell completing it</comment>
        <translation>%2에서 %1 줄</translation>
    </message>
    <message>
        <source>%1. %2 %3.</source>
        <comment>a numbered move: number, side, cell</comment>
        <translation>%1. %2 %3.</translation>
    </message>
    <message>
        <source>%1. %2 %3 threatens to complete %4.</source>
        <comment>a numbered move: number, side, cell, then &apos;a4–d4 at d4&apos;</comment>
        <translation>%1. %2 %3: %4을 완성하겠다고 위협합니다.</translation>
    </message>
    <message>
        <source> and </source>
        <comment>between two threatened lines</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1. %2 %3 makes a double threat: %4.</source>
        <comment>a numbered move: number, side, cell, then the threatened lines</comment>
        <translation>%1. %2 %3: 이중 위협입니다. %4을 완성할 수 있습니다.</translation>
    </message>
    <message>
        <source>%1. %2 %3 completes %4, a line of its own, and loses.</source>
        <comment>misère; a numbered move: number, side, cell, line</comment>
        <translation>%1. %2 %3: 자기 줄인 %4 줄을 완성하므로 집니다.</translation>
    </message>
    <message>
        <source>%1. %2 %3 completes %4 and wins.</source>
        <comment>a numbered move: number, side, cell, line</comment>
        <translation>%1. %2 %3: %4 줄을 완성하고 이깁니다.</translation>
    </message>
    <message>
        <source>%1. %2 %3 is forced: it blocks the threat.</source>
        <comment>a numbered move: number, side, cell</comment>
        <translation>%1. %2 %3: 위협을 막을 수밖에 없는 수입니다.</translation>
    </message>
    <message>
        <source>completing a line</source>
        <comment>what an answer does</comment>
        <translation>줄이 완성됩니다</translation>
    </message>
    <message>
        <source>and the board is full</source>
        <comment>what follows an answer</comment>
        <translation>판이 다 찹니다</translation>
    </message>
    <message>
        <source>then %1 has a pairing</source>
        <comment>what follows an answer; %1 a side</comment>
        <translation>%1는 짝짓기로 무승부를 지킵니다</translation>
    </message>
    <message>
        <source>then no live line is left</source>
        <comment>what follows an answer</comment>
        <translation>살아 있는 줄이 더는 남지 않습니다</translation>
    </message>
    <message>
        <source>then an extra mark never hurts</source>
        <comment>what follows an answer</comment>
        <translation>‘기호가 더 있어도 손해는 없음’에 따라 성립합니다</translation>
    </message>
    <message>
        <source>and so on, one level deeper</source>
        <comment>what follows an answer: the proof goes on below</comment>
        <translation>한 단계 더 깊이 같은 식으로 이어집니다</translation>
    </message>
    <message>
        <source>anything else</source>
        <comment>the rest of the replies, listed last</comment>
        <translation>그 밖의 수</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>replies: what holds after them, with no answer needed</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 answers %3, %4</source>
        <comment>replies: side answers cell, what holds then</comment>
        <translation>%1: %2가 %3에 응수하면 %4</translation>
    </message>
    <message>
        <source>%1: %2 completes its line at %3</source>
        <comment>replies that leave a threat open: side, cell</comment>
        <translation>%1: %2가 %3에 두어 자기 줄을 완성합니다</translation>
    </message>
    <message>
        <source>%1: %2 answers %3, threatening %4 and %5 at once</source>
        <comment>replies that leave a fork: side, the fork&apos;s cell, two lines</comment>
        <translation>%1: %2가 %3에 응수해 %4 줄과 %5 줄을 동시에 위협합니다</translation>
    </message>
    <message>
        <source>%1: %2 answers %3, threatening two lines at once</source>
        <comment>replies that leave a fork: side, the fork&apos;s cell</comment>
        <translation>%1: %2가 %3에 응수해 두 줄을 동시에 위협합니다</translation>
    </message>
    <message>
        <source>%1: no line can use these cells, answered as %2 is</source>
        <comment>dead-cell replies: the reply whose answer serves</comment>
        <translation>%1: 어느 줄에도 쓰일 수 없는 칸이므로 %2에 둔 경우와 똑같이 응수합니다</translation>
    </message>
    <message>
        <source>%1: completes a line of its own and loses</source>
        <comment>misère: replies that complete the mover&apos;s own line</comment>
        <translation>%1: 자기 줄을 완성하므로 집니다</translation>
    </message>
    <message>
        <source>The game is over: %1 is complete.</source>
        <comment>%1 a line</comment>
        <translation>게임이 끝났습니다: %1 줄이 완성되었습니다.</translation>
    </message>
    <message>
        <source>The board fills up: a tie.</source>
        <translation>판이 다 찹니다: 무승부입니다.</translation>
    </message>
    <message>
        <source>%1 can block only one of them; %2 completes one left open and wins.</source>
        <comment>%1 the defender, %2 the attacker</comment>
        <translation>%1는 그중 하나만 막을 수 있으므로, %2가 막히지 않은 줄을 완성해 이깁니다.</translation>
    </message>
    <message>
        <source>Whatever %1 plays, %2 answers with a fork: two threats at once, of which %1 can block only one.</source>
        <comment>%1 the defender, %2 the attacker; the replies and forks follow</comment>
        <translation>%1가 어디에 두든 %2는 포크로 응수합니다: 동시에 두 곳을 위협하므로 %1는 하나만 막을 수 있습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds with %n pair(s) of cells (%3): whenever %2 takes one cell of a pair, %1 takes the other. Every line %2 could still complete holds a whole pair, so %2 completes none.</source>
        <comment>%1 the side holding the tie, %2 the other side, %3 the pairs</comment>
        <translation>
            <numerusform>%1는 칸 짝 %n개(%3)로 무승부를 지킵니다: %2가 어떤 짝의 한 칸을 차지하면 %1는 나머지 칸을 차지합니다. %2가 아직 완성할 수 있는 줄에는 모두 짝 하나가 통째로 들어 있으므로, %2는 어떤 줄도 완성하지 못합니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every line holds a mark of %1&apos;s: %2 can never complete a line, so %2 never loses.</source>
        <comment>misère; %1 the other side, %2 the side holding the tie</comment>
        <translation>모든 줄에 %1의 기호가 있습니다: %2는 줄을 완성할 수 없으므로 %2는 지지 않습니다.</translation>
    </message>
    <message>
        <source>Every line holds a mark of %1&apos;s: %2 has no line left to complete.</source>
        <comment>%1 the side holding the tie, %2 the other side</comment>
        <translation>모든 줄에 %1의 기호가 있습니다: %2가 완성할 수 있는 줄이 남아 있지 않습니다.</translation>
    </message>
    <message>
        <source>Every move left to %1 completes a line of its own: %1 loses.</source>
        <comment>misère; %1 the side to move</comment>
        <translation>%1가 둘 수 있는 수는 모두 자기 줄을 완성합니다: %1가 집니다.</translation>
    </message>
    <message numerus="yes">
        <source>Whatever %1 plays (%n move(s)), %2 has an answer that keeps the win:</source>
        <comment>%1 the defender, %2 the attacker; the groups of replies follow</comment>
        <translation>
            <numerusform>%1가 %n가지 수 중 무엇을 두든 %2에게는 승리를 지키는 응수가 있습니다:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Whatever %1 tries (%n move(s)), %2 has an answer that holds the tie:</source>
        <comment>%1 the attacker, %2 the side holding the tie; the groups follow</comment>
        <translation>
            <numerusform>%1가 %n가지 수 중 무엇을 시도하든 %2에게는 무승부를 지키는 응수가 있습니다:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2 wins.</source>
        <comment>side, cell</comment>
        <translation>%1가 %2에 두면 이깁니다.</translation>
    </message>
    <message>
        <source>%1 on %2 loses.</source>
        <comment>side, cell</comment>
        <translation>%1가 %2에 두면 집니다.</translation>
    </message>
    <message>
        <source>%1 on %2 loses: %3 has a winning answer.</source>
        <comment>side, cell, the other side</comment>
        <translation>%1가 %2에 두면 집니다: %3에게 이기는 응수가 있습니다.</translation>
    </message>
    <message>
        <source>%1 on %2 leads to a tie: %3 can stop every attempt of %1&apos;s to win, and %1 can stop %3&apos;s.</source>
        <comment>side, cell, the other side</comment>
        <translation>%1가 %2에 두면 무승부가 됩니다: %3는 %1의 모든 승리 시도를 막을 수 있고, %1도 %3의 시도를 막을 수 있습니다.</translation>
    </message>
    <message>
        <source>%1 on %2 cannot lose (proven so far).</source>
        <comment>side, cell</comment>
        <translation>%1가 %2에 두면 지지 않습니다 (지금까지 증명된 결과).</translation>
    </message>
    <message>
        <source>%1 on %2 cannot win (proven so far): %3 holds it.</source>
        <comment>side, cell, the other side</comment>
        <translation>%1가 %2에 두면 이기지 못합니다 (지금까지 증명된 결과): %3가 막아 냅니다.</translation>
    </message>
    <message>
        <source>Nothing is proven yet about %1 on %2.</source>
        <comment>side, cell</comment>
        <translation>%1가 %2에 두는 수에 대해서는 아직 증명된 것이 없습니다.</translation>
    </message>
    <message>
        <source>%1 to move wins.</source>
        <comment>side</comment>
        <translation>둘 차례인 %1가 이깁니다.</translation>
    </message>
    <message>
        <source>%1 to move loses: whatever %1 plays, %2 has a winning answer.</source>
        <comment>side, the other side</comment>
        <translation>둘 차례인 %1가 집니다: %1가 어디에 두든 %2에게는 이기는 응수가 있습니다.</translation>
    </message>
    <message>
        <source>%1 to move: a tie. %2 can stop every attempt of %1&apos;s to win, and %1 can stop %2&apos;s.</source>
        <comment>side, the other side</comment>
        <translation>%1 차례: 무승부입니다. %2는 %1의 모든 승리 시도를 막을 수 있고, %1도 %2의 시도를 막을 수 있습니다.</translation>
    </message>
    <message>
        <source>%1 to move cannot lose (proven so far).</source>
        <comment>side</comment>
        <translation>둘 차례인 %1는 지지 않습니다 (지금까지 증명된 결과).</translation>
    </message>
    <message>
        <source>%1 to move cannot win (proven so far): %2 holds it.</source>
        <comment>side, the other side</comment>
        <translation>둘 차례인 %1는 이기지 못합니다 (지금까지 증명된 결과): %2가 막아 냅니다.</translation>
    </message>
    <message>
        <source>Nothing is proven yet about %1 to move.</source>
        <comment>side</comment>
        <translation>%1 차례인 이 국면에 대해서는 아직 증명된 것이 없습니다.</translation>
    </message>
    <message>
        <source>An extra mark never hurts, and %1 holds this even without %2: what follows leaves %2 out.</source>
        <comment>%1 a side, %2 cells of its</comment>
        <translation>기호가 더 있어도 손해는 없습니다. %1는 %2의 기호가 없어도 이 결과를 지키므로, 아래에서는 %2의 기호를 빼고 설명합니다.</translation>
    </message>
    <message>
        <source>%1 holds this even if %2 also had %3: what follows counts %3 as %2&apos;s.</source>
        <comment>%1 a side, %2 the other side, %3 cells</comment>
        <translation>%2가 %3까지 차지했더라도 %1는 이 결과를 지킵니다. 아래에서는 %3도 %2의 칸으로 봅니다.</translation>
    </message>
    <message>
        <source>And %1 cannot lose either:</source>
        <comment>a side</comment>
        <translation>그리고 %1도 지지 않습니다:</translation>
    </message>
    <message>
        <source>line</source>
        <comment>what holds a node of a proof</comment>
        <translation>줄 완성</translation>
    </message>
    <message>
        <source>full board</source>
        <comment>what holds a node of a proof</comment>
        <translation>판이 다 참</translation>
    </message>
    <message>
        <source>move</source>
        <comment>what holds a node of a proof</comment>
        <translation>수</translation>
    </message>
    <message>
        <source>every reply answered</source>
        <comment>what holds a node of a proof</comment>
        <translation>모든 응수에 대응</translation>
    </message>
    <message>
        <source>pairing</source>
        <comment>what holds a node of a proof</comment>
        <translation>짝짓기</translation>
    </message>
    <message>
        <source>no live line</source>
        <comment>what holds a node of a proof</comment>
        <translation>살아 있는 줄 없음</translation>
    </message>
    <message>
        <source>an extra mark never hurts</source>
        <comment>what holds a node of a proof</comment>
        <translation>기호가 더 있어도 손해 없음</translation>
    </message>
    <message>
        <source>answered below</source>
        <comment>how a reply is answered in a proof</comment>
        <translation>아래 단계에서 응수</translation>
    </message>
    <message>
        <source>leaves a threat open</source>
        <comment>how a reply is answered in a proof</comment>
        <translation>위협을 막지 않음</translation>
    </message>
    <message>
        <source>double threat</source>
        <comment>how a reply is answered in a proof</comment>
        <translation>이중 위협</translation>
    </message>
    <message>
        <source>leaves a fork</source>
        <comment>how a reply is answered in a proof</comment>
        <translation>포크를 허용함</translation>
    </message>
    <message>
        <source>mirror image</source>
        <comment>how a reply is answered in a proof</comment>
        <translation>대칭형</translation>
    </message>
    <message>
        <source>dead cell</source>
        <comment>how a reply is answered in a proof</comment>
        <translation>죽은 칸</translation>
    </message>
    <message>
        <source>completes its own line</source>
        <comment>how a reply is answered in a proof</comment>
        <translation>자기 줄 완성</translation>
    </message>
    <message>
        <source>double threat</source>
        <comment>what holds a node of a proof</comment>
        <translation>이중 위협</translation>
    </message>
    <message>
        <source>forced block</source>
        <comment>what holds a node of a proof</comment>
        <translation>막을 수밖에 없음</translation>
    </message>
    <message>
        <source>fork</source>
        <comment>what holds a node of a proof</comment>
        <translation>포크</translation>
    </message>
    <message>
        <source>%1. %2 would play %3, which it holds already: it plays anywhere else instead, and an extra mark never hurts.</source>
        <comment>a numbered move: number, side, cell</comment>
        <translation>%1. %2는 %3에 두려 하지만 이미 그 칸을 가지고 있으므로 다른 아무 곳에나 둡니다. 기호가 더 있어도 손해는 없습니다.</translation>
    </message>
    <message>
        <source>%1. %2 %3 is forced: it blocks %4.</source>
        <comment>a numbered move: number, side, cell, the line blocked (a4–d4)</comment>
        <translation>%1. %2 %3: %4 줄을 막을 수밖에 없는 수입니다.</translation>
    </message>
    <message>
        <source>completing %1</source>
        <comment>what an answer does; a line</comment>
        <translation>%1 줄이 완성됩니다</translation>
    </message>
    <message>
        <source>then %1 mirrors every move</source>
        <comment>misère; what follows an answer; %1 a side</comment>
        <translation>이후 %1는 모든 수를 대칭으로 따라 둡니다</translation>
    </message>
    <message>
        <source>then the other side runs out of room: %1 wins</source>
        <comment>misère; what follows an answer; %1 a side</comment>
        <translation>이후 상대는 더 둘 곳이 없어지고 %1가 이깁니다</translation>
    </message>
    <message>
        <source>then %1 wins by ply %2 at the latest</source>
        <comment>what follows an answer; %1 a side, %2 a ply counted as the moves are numbered (the first move explained is ply 1)</comment>
        <translation>늦어도 %2수째까지 %1가 이깁니다</translation>
    </message>
    <message>
        <source>then pairings or blocked lines hold the tie by ply %1 at the latest</source>
        <comment>what follows an answer; %1 a ply counted as the moves are numbered (the first move explained is ply 1)</comment>
        <translation>늦어도 %1수째까지 짝짓기나 막힌 줄로 무승부가 지켜집니다</translation>
    </message>
    <message>
        <source>%1: %2 completes %3 at %4</source>
        <comment>replies that leave a threat open: side, the line, the cell completing it</comment>
        <translation>%1: %2가 %4에 두어 %3 줄을 완성합니다</translation>
    </message>
    <message>
        <source>%1: %2 completes whichever of %3 is left open</source>
        <comment>replies against a double threat: side, the lines threatened</comment>
        <translation>%1: %2가 %3 중 막히지 않은 줄을 완성합니다</translation>
    </message>
    <message>
        <source>%1 has a double threat: %3. %2 can block only one of them; %1 completes one left open and wins.</source>
        <comment>%1 the attacker, %2 the defender, %3 the lines (&apos;a4–d4 at d4 and a1–d1 at b1&apos;)</comment>
        <translation>%1에게 이중 위협이 있습니다: %3. %2는 그중 하나만 막을 수 있으므로, %1가 막히지 않은 줄을 완성해 이깁니다.</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds with %n pair(s) of cells (%3): whenever %2 takes one cell of a pair, %1 takes the other, and it never takes both. Every line %1 could still complete holds a whole pair, so %1 completes none.</source>
        <comment>misère; %1 the side holding the tie, %2 the other side, %3 the pairs</comment>
        <translation>
            <numerusform>%1는 칸 짝 %n개(%3)로 무승부를 지킵니다: %2가 어떤 짝의 한 칸을 차지하면 %1는 나머지 칸을 차지하며, 한 짝의 두 칸을 모두 차지하는 일은 없습니다. %1가 아직 완성할 수 있는 줄에는 모두 짝 하나가 통째로 들어 있으므로, %1는 어떤 줄도 완성하지 않습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 answers every move of %2&apos;s with its mirror image (%3). A line %1 completed would mirror a line %2 had completed first, so %1 never loses.</source>
        <comment>misère; %1 the side holding the tie, %2 the other side, %3 the mirror</comment>
        <translation>%1는 %2의 모든 수에 대칭 위치로 응수합니다(%3). %1가 줄을 완성한다면 그 줄은 %2가 먼저 완성한 줄의 대칭이므로, %1는 지지 않습니다.</translation>
    </message>
    <message>
        <source>it answers every move with its mirror image (%1)</source>
        <comment>misère; why a side never loses; %1 the mirror</comment>
        <translation>모든 수에 대칭 위치로 응수함(%1)</translation>
    </message>
    <message>
        <source>it answers in pairs of cells, as shown</source>
        <comment>misère; why a side never loses</comment>
        <translation>그림처럼 칸 짝으로 응수함</translation>
    </message>
    <message>
        <source>every line it could complete is blocked</source>
        <comment>misère; why a side never loses</comment>
        <translation>완성할 수 있는 줄이 모두 막혀 있음</translation>
    </message>
    <message>
        <source>mirror</source>
        <comment>what holds a node of a proof</comment>
        <translation>대칭 전략</translation>
    </message>
    <message>
        <source>too many lines to block</source>
        <comment>what holds a node of a proof</comment>
        <translation>막기에는 줄이 너무 많음</translation>
    </message>
    <message>
        <source>a half turn about the centre</source>
        <comment>a mirror strategy</comment>
        <translation>중심을 기준으로 180° 회전</translation>
    </message>
    <message>
        <source>left to right</source>
        <comment>a mirror strategy</comment>
        <translation>좌우 대칭</translation>
    </message>
    <message>
        <source>top to bottom</source>
        <comment>a mirror strategy</comment>
        <translation>상하 대칭</translation>
    </message>
    <message>
        <source>across the diagonal %1</source>
        <comment>a mirror strategy; %1 the diagonal, as a1–e5</comment>
        <translation>%1 대각선 대칭</translation>
    </message>
    <message numerus="yes">
        <source>%1 never loses here (%3), and %2 still has %n line(s) to fill that share no empty cell: %4.</source>
        <comment>misère; %1 the winner, %2 the loser, %3 why the winner never loses, %4 the lines</comment>
        <translation>
            <numerusform>%1는 여기서 지지 않습니다(%3). 그리고 %2에게는 서로 빈칸이 겹치지 않는, 채워야 할 줄이 %n개 남아 있습니다: %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has only %n move(s) left to block them, so before the board is full %2 completes one and loses.</source>
        <comment>misère; %1 the winner, %2 the loser; after the lines it must fill</comment>
        <translation>
            <numerusform>%1에게 그 줄들을 막을 수는 %n수밖에 남지 않았으므로, 판이 다 차기 전에 %2가 그중 하나를 완성해 집니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2 %3 makes a fork: %4 and %5 meet at %6, where a move would threaten both.</source>
        <comment>a numbered move: number, side, cell, the two lines (a4–e4, c2–c6) and the cell they share</comment>
        <translation>%1. %2 %3: 포크를 만듭니다. %4와 %5가 %6에서 만나, 그곳에 두면 두 줄을 동시에 위협합니다.</translation>
    </message>
</context>
<context>
    <name>ttt::facts</name>
    <message>
        <source>o lines minus x lines</source>
        <comment>what a line-score score counts: the lines o holds minus the lines x holds; x and o are the sides</comment>
        <translation>o 줄 수 − x 줄 수</translation>
    </message>
</context>
<context>
    <name>ttt::game</name>
    <message>
        <source>a variation opens here, but no move comes before it: a variation in parentheses follows the move it replaces</source>
        <translation>여기서 변화가 시작되지만 앞에 수가 없습니다: 괄호 안의 변화는 대신하는 수 바로 뒤에 와야 합니다</translation>
    </message>
    <message>
        <source>&apos;)&apos; closes no variation</source>
        <translation>&apos;)&apos;로 닫을 변화가 없습니다</translation>
    </message>
    <message>
        <source>a variation with no move in it</source>
        <translation>수가 하나도 없는 변화입니다</translation>
    </message>
    <message>
        <source>expected &apos;.&apos; after the move number %1 (such as 3. c2)</source>
        <comment>%1 is the number as written in the record</comment>
        <translation>수 번호 %1 뒤에 &apos;.&apos;이 와야 합니다 (예: 3. c2)</translation>
    </message>
    <message>
        <source>expected a move (a cell such as b2), found %1</source>
        <comment>%1 is what was found, such as &apos;a tab&apos;</comment>
        <translation>수(b2 같은 칸)가 와야 합니다 (발견: %1)</translation>
    </message>
    <message>
        <source>expected a move: a cell from a1 to %1 (a column letter from a to %2, a row number from 1 to %3), found &apos;%4&apos;</source>
        <comment>%1 is the name of the last cell, such as d4, %2 its column letter and %3 its row number; %4 is what was written in the record</comment>
        <translation>수가 와야 합니다: a1부터 %1까지의 칸(열은 a~%2의 글자, 행은 1~%3의 숫자) (발견: &apos;%4&apos;)</translation>
    </message>
    <message>
        <source>this variation is never closed: a &apos;)&apos; is missing</source>
        <translation>이 변화가 닫히지 않았습니다: &apos;)&apos;가 빠졌습니다</translation>
    </message>
    <message>
        <source>a move after the game ended: the board is full before %1</source>
        <comment>%1 is the move, a cell such as b3</comment>
        <translation>게임이 끝난 뒤의 수입니다: %1 전에 판이 다 찼습니다</translation>
    </message>
    <message>
        <source>a move after the game ended: %1 has a line (%2) before %3</source>
        <comment>%1 is the side, x or o; %2 the cells of its line, such as a1 a2 a3; %3 is the move, a cell such as b3</comment>
        <translation>게임이 끝난 뒤의 수입니다: %3 전에 %1가 줄(%2)을 완성했습니다</translation>
    </message>
    <message>
        <source>%1 is taken: %2 played it at move %3</source>
        <comment>%1 is the move, a cell such as b2; %2 is the side, x or o</comment>
        <translation>%1: 이미 %2가 %3번째 수로 둔 칸입니다</translation>
    </message>
    <message>
        <source>%1 is taken: %2 holds it in the start position</source>
        <comment>%1 is the move, a cell such as b2; %2 is the side, x or o</comment>
        <translation>%1: 시작 국면에서 이미 %2가 차지한 칸입니다</translation>
    </message>
    <message>
        <source>the start position is already over, so no move can follow</source>
        <translation>시작 국면에서 이미 게임이 끝나 이어질 수가 없습니다</translation>
    </message>
    <message>
        <source>the start position&apos;s marks do not say whose turn it is: name the side with to-move=x or to-move=o in the header</source>
        <comment>to-move=x and to-move=o are written as they are in the header</comment>
        <translation>시작 국면의 기호로는 누구 차례인지 알 수 없습니다: 헤더에 to-move=x 또는 to-move=o로 둘 차례를 지정하십시오</translation>
    </message>
    <message>
        <source>&apos;}&apos; closes no comment</source>
        <translation>&apos;}&apos;가 닫을 주석이 없습니다</translation>
    </message>
    <message>
        <source>a comment here follows no move: a comment in braces comes right after its move, or before the first move for the whole game</source>
        <translation>여기 주석 앞에 수가 없습니다: 중괄호 주석은 해당 수 바로 뒤에, 게임 전체의 주석은 첫 수 앞에 씁니다</translation>
    </message>
    <message>
        <source>this comment is never closed: a &apos;}&apos; is missing</source>
        <translation>이 주석이 닫히지 않았습니다: &apos;}&apos;가 없습니다</translation>
    </message>
</context>
<context>
    <name>ttt::gamefiles</name>
    <message>
        <source>a %1 board: boards run from %2 to %3</source>
        <comment>%1 is the size read, such as 30x30; %2 and %3 the smallest and the biggest</comment>
        <translation>%1 판: 판은 %2부터 %3까지입니다</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message>
        <source>%1 is taken: %2 holds it at the start</source>
        <comment>%1 is a cell such as h8; %2 is the side, Black or White</comment>
        <translation>%1은(는) 이미 찼습니다: 시작할 때 %2의 돌이 있습니다</translation>
    </message>
    <message>
        <source>%1 is taken: move %2 played it</source>
        <comment>%1 is a cell such as h8; %2 is the number of the move</comment>
        <translation>%1은(는) 이미 찼습니다: %2수째에 두었습니다</translation>
    </message>
    <message>
        <source>a move after the game ended: the game is over before %1</source>
        <comment>%1 is the move, a cell such as h8</comment>
        <translation>게임이 끝난 뒤의 수: %1 전에 게임이 끝났습니다</translation>
    </message>
    <message>
        <source>expected a .psq file&apos;s first line, such as &apos;%1&apos;</source>
        <comment>%1 is an example of the line, as it is written in the file</comment>
        <translation>.psq 파일의 첫 줄(예: &apos;%1&apos;)이 와야 합니다</translation>
    </message>
    <message>
        <source>expected the board&apos;s size after &apos;%1&apos;, such as 15x15, found %2</source>
        <comment>%1 is the file&apos;s first word, Piskvorky; %2 what was found</comment>
        <translation>&apos;%1&apos; 뒤에는 판 크기(예: 15x15)가 와야 하는데 %2이(가) 있습니다</translation>
    </message>
    <message>
        <source>expected a move as x,y,time (such as 8,8,0: x and y counted from 1 at the top left)</source>
        <translation>x,y,시간 형식의 수가 와야 합니다 (예: 8,8,0 — x와 y는 왼쪽 위에서 1부터 셉니다)</translation>
    </message>
    <message>
        <source>x=%1 is off the board: x runs from 1 to %2 on a %3 board</source>
        <comment>%1 is the number read; %3 the board&apos;s size, such as 15x15</comment>
        <translation>x=%1은(는) 판 밖입니다: %3 판에서 x는 1부터 %2까지입니다</translation>
    </message>
    <message>
        <source>y=%1 is off the board: y runs from 1 to %2 on a %3 board</source>
        <comment>%1 is the number read; %3 the board&apos;s size, such as 15x15</comment>
        <translation>y=%1은(는) 판 밖입니다: %3 판에서 y는 1부터 %2까지입니다</translation>
    </message>
    <message>
        <source>this game was played under the rules of %1, which this program does not play yet</source>
        <comment>%1 is the division as the file names it, such as Renju15</comment>
        <translation>이 게임은 %1 규칙으로 두었는데, 이 프로그램은 아직 그 규칙을 지원하지 않습니다</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <comment>%1 is what SGF needs here, such as &apos;(&apos; or &apos;;&apos;; %2 what was found</comment>
        <translation>%1이(가) 와야 하는데 %2이(가) 있습니다</translation>
    </message>
    <message>
        <source>variations nested too deep to be a game record</source>
        <translation>변화도가 너무 깊게 중첩되어 기보로 볼 수 없습니다</translation>
    </message>
    <message>
        <source>expected &apos;[&apos; after %1, found %2</source>
        <comment>%1 is the property&apos;s name, such as B; %2 what was found</comment>
        <translation>%1 뒤에는 &apos;[&apos;가 와야 하는데 %2이(가) 있습니다</translation>
    </message>
    <message>
        <source>this value is never closed: a &apos;]&apos; is missing</source>
        <translation>이 값이 닫히지 않았습니다: &apos;]&apos;가 없습니다</translation>
    </message>
    <message>
        <source>this game tree is never closed: a &apos;)&apos; is missing</source>
        <translation>이 게임 트리가 닫히지 않았습니다: &apos;)&apos;가 없습니다</translation>
    </message>
    <message>
        <source>GM[%1]: this SGF file records another game; gomoku is GM[4]</source>
        <comment>%1 is the number in the file (1 is Go, 2 Othello, ...)</comment>
        <translation>GM[%1]: 이 SGF 파일은 다른 게임의 기보입니다. 오목은 GM[4]입니다</translation>
    </message>
    <message>
        <source>SZ[%1]: expected the board&apos;s size, such as SZ[15] or SZ[15:13]</source>
        <comment>%1 is what the file says</comment>
        <translation>SZ[%1]: 판 크기(예: SZ[15] 또는 SZ[15:13])가 와야 합니다</translation>
    </message>
    <message>
        <source>%1 is set up twice at the start</source>
        <comment>%1 is a cell such as h8</comment>
        <translation>%1에 시작 돌이 두 번 놓였습니다</translation>
    </message>
    <message>
        <source>PL[] names the side to move: B or W</source>
        <translation>PL[]은 둘 차례인 쪽을 나타냅니다: B 또는 W</translation>
    </message>
    <message>
        <source>the stones set up at the start already end the game</source>
        <translation>시작할 때 놓인 돌로 이미 게임이 끝났습니다</translation>
    </message>
    <message>
        <source>the stones set up at the start do not say whose turn it is: add PL[B] or PL[W]</source>
        <translation>시작할 때 놓인 돌만으로는 누구 차례인지 알 수 없습니다: PL[B] 또는 PL[W]를 추가하세요</translation>
    </message>
    <message>
        <source>a pass: gomoku has none, every move is a stone</source>
        <translation>패스: 오목에는 패스가 없고 모든 수는 돌을 놓는 것입니다</translation>
    </message>
    <message>
        <source>expected a point as two letters (column, then row from the top, such as hh), found [%1]</source>
        <comment>%1 is what the file says</comment>
        <translation>두 글자로 된 점(열, 그다음 위에서부터의 행, 예: hh)이 와야 하는데 [%1]이(가) 있습니다</translation>
    </message>
    <message>
        <source>[%1] is off the %2 board</source>
        <comment>%1 is the point as the file writes it; %2 the size, 15x15</comment>
        <translation>[%1]은(는) %2 판 밖입니다</translation>
    </message>
    <message>
        <source>%1 in the middle of the game: only the first node may set stones up</source>
        <comment>%1 is the property, AB (add black), AW or AE</comment>
        <translation>게임 도중의 %1: 첫 노드에서만 돌을 배치할 수 있습니다</translation>
    </message>
    <message>
        <source>a move is one point, not a rectangle</source>
        <translation>수는 사각형이 아니라 한 점입니다</translation>
    </message>
    <message>
        <source>%1 moves twice in a row here</source>
        <comment>%1 is the side, Black or White</comment>
        <translation>여기서 %1이(가) 연속으로 두 번 둡니다</translation>
    </message>
    <message>
        <source>expected a move (a column letter and a row number, such as h8), found %1</source>
        <comment>%1 is what was found</comment>
        <translation>수(열 글자와 행 번호, 예: h8)가 와야 하는데 %1이(가) 있습니다</translation>
    </message>
    <message>
        <source>%1 is off the %2 board: its cells run from a1 to %3</source>
        <comment>%1 is the move as written; %2 the board&apos;s size, such as 15x15; %3 the name of its top-right cell</comment>
        <translation>%1은(는) %2 판 밖입니다: 칸은 a1부터 %3까지입니다</translation>
    </message>
    <message>
        <source>expected an opening: numbers separated by commas, x and y of each stone from the centre (such as 0,0, 1,-1)</source>
        <translation>개국이 와야 합니다: 쉼표로 구분한 숫자로, 돌마다 중앙에서의 x와 y (예: 0,0, 1,-1)</translation>
    </message>
    <message>
        <source>an x with no y: an opening gives two numbers for each stone</source>
        <translation>y 없는 x: 개국은 돌마다 숫자 두 개를 씁니다</translation>
    </message>
    <message>
        <source>%1,%2 is off the %3 board from its centre</source>
        <comment>%1 and %2 are the stone&apos;s x and y; %3 the board&apos;s size, 15x15</comment>
        <translation>중앙에서 %1,%2은(는) %3 판 밖입니다</translation>
    </message>
    <message>
        <source>the rules (free-style)</source>
        <translation>규칙(자유룰)</translation>
    </message>
    <message>
        <source>the rules (exactly five)</source>
        <translation>규칙(정확히 다섯)</translation>
    </message>
    <message>
        <source>the rules (misère)</source>
        <translation>규칙(미제르)</translation>
    </message>
    <message>
        <source>the rules (line-score)</source>
        <translation>규칙(줄 점수)</translation>
    </message>
    <message>
        <source>the stones of the start position</source>
        <translation>시작 국면의 돌</translation>
    </message>
    <message>
        <source>which side moves first</source>
        <translation>어느 쪽이 먼저 두는지</translation>
    </message>
    <message>
        <source>which side moved first</source>
        <translation>어느 쪽이 먼저 두었는지</translation>
    </message>
    <message>
        <source>k=%1 (the file means five in a row)</source>
        <comment>k is the number in a row that wins</comment>
        <translation>k=%1 (이 파일은 다섯 줄을 뜻합니다)</translation>
    </message>
    <message>
        <source>the board&apos;s size (%1; the file is read as %2)</source>
        <comment>%1 and %2 are sizes such as 20x20 and 15x15</comment>
        <translation>판 크기 (%1, 파일은 %2로 읽힙니다)</translation>
    </message>
    <message numerus="yes">
        <source>%n variation(s)</source>
        <comment>what a file cannot hold: the game&apos;s variations</comment>
        <translation>
            <numerusform>변화도 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>the comments</source>
        <translation>주석</translation>
    </message>
    <message>
        <source>the rules (renju)</source>
        <translation>규칙(렌주)</translation>
    </message>
    <message>
        <source>a renju game on a %1 board: renju is played on boards of at least 65 cells, such as 15x15</source>
        <comment>%1 is the board&apos;s size, such as 7x7</comment>
        <translation>%1 판의 렌주 대국: 렌주는 15x15처럼 65칸 이상인 판에서 둡니다</translation>
    </message>
    <message>
        <source>all of it: a RenLib library is read, never written (it is written as text)</source>
        <translation>전부: RenLib 라이브러리는 읽기만 하고 쓰지 않습니다 (텍스트로 저장됩니다)</translation>
    </message>
    <message>
        <source>RU[%1]: rules this program does not play; it knows free-style (RU[freestyle]), exactly five (RU[standard]), renju (RU[renju]), Korean omok (RU[omok]), misère and line-score</source>
        <comment>%1 is what the file says, such as renju</comment>
        <translation>RU[%1]: 이 프로그램이 두지 않는 규칙입니다. 아는 규칙은 자유룰(RU[freestyle]), 정확히 다섯(RU[standard]), 렌주(RU[renju]), 오목 일반룰(RU[omok]), 미제르, 줄 점수입니다</translation>
    </message>
    <message>
        <source>the rules (Korean omok)</source>
        <translation>규칙 (오목 일반룰)</translation>
    </message>
</context>
<context>
    <name>ttt::legality</name>
    <message numerus="yes">
        <source>%n mark(s)</source>
        <comment>how many marks a side has</comment>
        <translation>
            <numerusform>%n개</numerusform>
        </translation>
    </message>
    <message>
        <source>three in a row</source>
        <comment>a line of marks that wins</comment>
        <translation>3목</translation>
    </message>
    <message>
        <source>four in a row</source>
        <comment>a line of marks that wins</comment>
        <translation>4목</translation>
    </message>
    <message>
        <source>five in a row</source>
        <comment>a line of marks that wins</comment>
        <translation>5목</translation>
    </message>
    <message>
        <source>six in a row</source>
        <comment>a line of marks that wins</comment>
        <translation>6목</translation>
    </message>
    <message>
        <source>seven in a row</source>
        <comment>a line of marks that wins</comment>
        <translation>7목</translation>
    </message>
    <message>
        <source>eight in a row</source>
        <comment>a line of marks that wins</comment>
        <translation>8목</translation>
    </message>
    <message>
        <source>%1 in a row</source>
        <comment>a line of marks that wins; %1 is how many marks it has</comment>
        <translation>%1목</translation>
    </message>
    <message>
        <source>%1 has %2 and %3 has %4, but %1 moves first: %1 must have as many marks as %3, or one more.</source>
        <comment>%1 is the side that moves first and %3 the other, x or o; %2 and %4 are their marks, such as &apos;3 marks&apos;</comment>
        <translation>%1가 %2, %3가 %4인데 %1가 먼저 둡니다. %1의 개수는 %3와 같거나 하나 더 많아야 합니다.</translation>
    </message>
    <message>
        <source>Both x and o have %1, but the game ends at the first line, so only one side can have one.</source>
        <comment>%1 is a line of marks that wins, such as &apos;three in a row&apos;</comment>
        <translation>x와 o 모두 %1을 만들었지만, 게임은 첫 줄이 완성되면 끝나므로 한쪽만 줄을 가질 수 있습니다.</translation>
    </message>
    <message>
        <source>%1 has %2, so %1 made the last move and must have one mark more than %3, but %1 has %4 and %3 has %5.</source>
        <comment>%1 is the side that moves first and %3 the other, x or o; %2 is a line of marks that wins, such as &apos;three in a row&apos;; %4 and %5 are their marks, such as &apos;3 marks&apos;</comment>
        <translation>%1가 %2을 만들었으니 마지막 수는 %1가 둔 것이고, 따라서 %3보다 하나 더 많아야 하는데 %1는 %4, %3는 %5입니다.</translation>
    </message>
    <message>
        <source>%1 has %2, so %1 made the last move and must have as many marks as %3, but %1 has %4 and %3 has %5.</source>
        <comment>%1 is the side that moves second and %3 the other, x or o; %2 is a line of marks that wins, such as &apos;three in a row&apos;; %4 and %5 are their marks, such as &apos;3 marks&apos;</comment>
        <translation>%1가 %2을 만들었으니 마지막 수는 %1가 둔 것이고, 따라서 %3와 개수가 같아야 하는데 %1는 %4, %3는 %5입니다.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n line(s) and no cell is in all of them, but the game ends at the first line, so the last move must have completed every one of them.</source>
        <comment>%1 is the side, x or o</comment>
        <translation>
            <numerusform>%1의 줄이 %n개인데 모든 줄에 공통인 칸이 없습니다. 게임은 첫 줄이 완성되면 끝나므로, 마지막 수 하나로 모든 줄이 완성되었어야 합니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>in progress</source>
        <comment>the state of the game on the board</comment>
        <translation>진행 중</translation>
    </message>
    <message>
        <source>x won</source>
        <comment>the state of the game on the board</comment>
        <translation>x 승</translation>
    </message>
    <message>
        <source>o won</source>
        <comment>the state of the game on the board</comment>
        <translation>o 승</translation>
    </message>
    <message>
        <source>a draw</source>
        <comment>the state of the game on the board</comment>
        <translation>무승부</translation>
    </message>
    <message>
        <source>both x and o have a line</source>
        <comment>the state of a board no game reaches: both sides have a line</comment>
        <translation>x와 o 모두 줄을 완성함</translation>
    </message>
</context>
<context>
    <name>ttt::proof</name>
    <message>
        <source>cannot create %1</source>
        <comment>writing a certificate; %1 is a file&apos;s name</comment>
        <translation>%1을(를) 만들 수 없습니다</translation>
    </message>
    <message>
        <source>cannot write %1 (is the disk full?)</source>
        <comment>writing a certificate; %1 is a file&apos;s name</comment>
        <translation>%1을(를) 쓸 수 없습니다 (디스크가 가득 찼나요?)</translation>
    </message>
    <message>
        <source>cannot rename %1 to %2</source>
        <comment>writing a certificate; %1 and %2 are files&apos; names</comment>
        <translation>%1의 이름을 %2(으)로 바꿀 수 없습니다</translation>
    </message>
</context>
<context>
    <name>ttt::renlib</name>
    <message>
        <source>expected RenLib&apos;s signature: the byte 0xFF, &quot;RenLib&quot;, the byte 0xFF</source>
        <translation>RenLib 서명이 와야 합니다: 바이트 0xFF, &quot;RenLib&quot;, 바이트 0xFF</translation>
    </message>
    <message>
        <source>the file ends in its header: a RenLib header has %1 bytes, the file %2</source>
        <comment>%1 and %2 are numbers of bytes</comment>
        <translation>파일이 헤더 중간에서 끝납니다: RenLib 헤더는 %1바이트인데 파일은 %2바이트입니다</translation>
    </message>
    <message>
        <source>a library of version %1.%2: this reader knows RenLib&apos;s versions 3.0 to 3.4</source>
        <comment>%1.%2 is the version the file names, such as 2.1</comment>
        <translation>버전 %1.%2의 라이브러리입니다: 이 프로그램은 RenLib 3.0부터 3.4까지 읽습니다</translation>
    </message>
    <message>
        <source>a node cut short: the file ends one byte into it (a node has two bytes)</source>
        <translation>잘린 노드: 파일이 노드의 첫 바이트에서 끝납니다 (노드는 2바이트입니다)</translation>
    </message>
    <message>
        <source>a node after a label that does not end its line: a label has no moves after it</source>
        <translation>줄을 끝내지 않은 표시 뒤의 노드: 표시 뒤에는 수가 없습니다</translation>
    </message>
    <message>
        <source>the file ends where the node&apos;s two more bytes of flags should be</source>
        <translation>노드의 추가 플래그 2바이트가 있어야 할 곳에서 파일이 끝납니다</translation>
    </message>
    <message>
        <source>flags %1 that RenLib 3 does not write (this node&apos;s flags are %2)</source>
        <comment>%1 and %2 are numbers written in hexadecimal, such as 0x0200</comment>
        <translation>RenLib 3이 쓰지 않는 플래그 %1 (이 노드의 플래그는 %2)</translation>
    </message>
    <message>
        <source>a comment in RenLib 2&apos;s form: this reader reads RenLib 3&apos;s comments only</source>
        <translation>RenLib 2 형식의 주석: 이 프로그램은 RenLib 3의 주석만 읽습니다</translation>
    </message>
    <message>
        <source>a comment that never ends: no 0 byte after it</source>
        <translation>끝나지 않는 주석: 뒤에 0 바이트가 없습니다</translation>
    </message>
    <message>
        <source>a label that never ends: no 0 byte after it</source>
        <translation>끝나지 않는 표시: 뒤에 0 바이트가 없습니다</translation>
    </message>
    <message>
        <source>the cell %1 is off RenLib&apos;s 15x15 board: its row (the high four bits) runs from 0 to 14 and its column (the low four) from 1 to 15</source>
        <comment>%1 is a byte written in hexadecimal, such as 0xF0</comment>
        <translation>칸 %1은(는) RenLib의 15x15 판 밖입니다: 행(상위 4비트)은 0부터 14까지, 열(하위 4비트)은 1부터 15까지입니다</translation>
    </message>
    <message>
        <source>label %1: %2</source>
        <comment>%1 is a cell such as h9; %2 the label, such as A</comment>
        <translation>표시 %1: %2</translation>
    </message>
</context>
<context>
    <name>ttt::review</name>
    <message>
        <source>best</source>
        <comment>the grade of a move as good as the best; keep it short</comment>
        <translation>최선</translation>
    </message>
    <message>
        <source>mistake</source>
        <comment>the grade of a move that turns a win into a tie or a tie into a loss; keep it short</comment>
        <translation>실수</translation>
    </message>
    <message>
        <source>blunder</source>
        <comment>the grade of a move that turns a win into a loss; keep it short</comment>
        <translation>대악수</translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <comment>how many of a side&apos;s moves were mistakes (a win turned into a tie, a tie into a loss)</comment>
        <translation>
            <numerusform>실수 %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <comment>how many of a side&apos;s moves were blunders (a win turned into a loss)</comment>
        <translation>
            <numerusform>대악수 %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) given away</source>
        <comment>line-score: the points a side&apos;s moves lost in all</comment>
        <translation>
            <numerusform>%n점 손해</numerusform>
        </translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <comment>the grade of a move that keeps the result but wins later or loses sooner than the best move (as chess calls a small slip); keep it short</comment>
        <translation>부정확한 수</translation>
    </message>
    <message numerus="yes">
        <source>%n inaccurate move(s)</source>
        <comment>how many of a side&apos;s moves were inaccuracies: they kept the result but won later or lost sooner than the best move</comment>
        <translation>
            <numerusform>부정확한 수 %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>sets %n trap(s) out of 1 reply</source>
        <comment>whether the other side&apos;s only reply after a move loses</comment>
        <translation>
            <numerusform>함정 %n개 (응수 1개 중)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>sets %n trap(s) out of %1 replies</source>
        <comment>the replies of the other side after a move that lose; %1 how many replies</comment>
        <translation>
            <numerusform>함정 %n개 (응수 %1개 중)</numerusform>
        </translation>
    </message>
    <message>
        <source>only move!</source>
        <comment>the one move that keeps the result</comment>
        <translation>유일한 수!</translation>
    </message>
    <message>
        <source>missed win</source>
        <comment>the grade of a move played where a forced win was proven and the move is not proven to win (an estimate); keep it short</comment>
        <translation>놓친 필승</translation>
    </message>
    <message>
        <source>allowed win</source>
        <comment>the grade of a move proven to let the other side win by force where another move is not proven to (an estimate); keep it short</comment>
        <translation>허용한 필승</translation>
    </message>
</context>
<context>
    <name>ttt::text</name>
    <message>
        <source>the digit %1</source>
        <comment>what a look-alike character stands in for; %1 is a digit from 1 to 8</comment>
        <translation>숫자 %1</translation>
    </message>
    <message>
        <source>the letter %1</source>
        <comment>what a look-alike character stands in for; %1 is a letter: x, o or a to h</comment>
        <translation>글자 %1</translation>
    </message>
    <message>
        <source>the end of the input</source>
        <comment>what was found instead</comment>
        <translation>입력의 끝</translation>
    </message>
    <message>
        <source>the end of the line</source>
        <comment>what was found instead</comment>
        <translation>줄의 끝</translation>
    </message>
    <message numerus="yes">
        <source>row %1 is longer than row 1: expected &apos;/&apos; or the end of the line after %n cell(s), found %2</source>
        <comment>%1 is the number of the row; %2 is what was found</comment>
        <translation>
            <numerusform>%1행이 1행보다 깁니다: %n칸 다음에 &apos;/&apos;나 줄의 끝이 와야 합니다 (발견: %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row %1 is too long: expected the end of the row after %n cell(s), found %2</source>
        <comment>%1 is the number of the row; %2 is what was found</comment>
        <translation>
            <numerusform>%1행이 너무 깁니다: %n칸 다음에 행이 끝나야 합니다 (발견: %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>expected a cell (x, o, ., - or _) in row %1, found %2</source>
        <comment>%1 is the number of the row; %2 is what was found</comment>
        <translation>%1행에 칸(x, o, ., - 또는 _)이 와야 합니다 (발견: %2)</translation>
    </message>
    <message>
        <source>expected a cell (x, o, ., - or _) or &apos;/&apos;, found %1</source>
        <comment>%1 is what was found</comment>
        <translation>칸(x, o, ., - 또는 _)이나 &apos;/&apos;가 와야 합니다 (발견: %1)</translation>
    </message>
    <message>
        <source>expected a cell (x, o, ., - or _), found %1</source>
        <comment>%1 is what was found</comment>
        <translation>칸(x, o, ., - 또는 _)이 와야 합니다 (발견: %1)</translation>
    </message>
    <message numerus="yes">
        <source>expected the end of the line after %n cell(s) (the most a board has), found %1</source>
        <comment>%1 is what was found</comment>
        <translation>
            <numerusform>%n칸(판의 최대 칸 수) 다음에 줄이 끝나야 합니다 (발견: %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row 1 ends after %n cell(s): a board has at least %1 columns</source>
        <comment>%1 is the fewest columns a board has (3)</comment>
        <translation>
            <numerusform>1행이 %n칸에서 끝납니다: 판은 최소 %1열이어야 합니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row %1 ends after %n cell(s): expected %2, as in row 1</source>
        <comment>%1 is the number of the row; %2 is the number of cells in row 1</comment>
        <translation>
            <numerusform>%1행이 %n칸에서 끝납니다: 1행처럼 %2칸이어야 합니다</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is set twice (first on line %2)</source>
        <comment>%1 is the name of a setting in the header: k, rules, first, to-move or size</comment>
        <translation>%1 설정이 두 번 있습니다 (처음은 %2번째 줄)</translation>
    </message>
    <message>
        <source>k is the number in a row that wins, a whole number from %1 to %2, not &apos;%3&apos;</source>
        <comment>%3 is the value written in the header</comment>
        <translation>k는 이기는 데 필요한 연속 개수로, %1부터 %2까지의 정수여야 합니다 (입력: &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>%1 is x or o, not &apos;%2&apos;</source>
        <comment>%1 is the name of a setting in the header (first or to-move); %2 is the value written there</comment>
        <translation>%1 값은 x 또는 o여야 합니다 (입력: &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>size is COLUMNSxROWS, each from %1 to %2 (such as 5x5), not &apos;%3&apos;</source>
        <comment>%3 is the value written in the header</comment>
        <translation>size 값은 열x행 형식이고 각각 %1부터 %2까지여야 합니다 (예: 5x5, 입력: &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>joins an item to a list that goes on, as in &apos;9, 16 or 25&apos;; %1 is the items so far</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>joins the last item to a list, as in &apos;9, 16 or 25&apos;; %1 is the items before it</comment>
        <translation>%1 또는 %2</translation>
    </message>
    <message>
        <source>a NUL byte</source>
        <comment>what was found instead</comment>
        <translation>NUL 바이트</translation>
    </message>
    <message>
        <source>a tab</source>
        <comment>what was found instead</comment>
        <translation>탭</translation>
    </message>
    <message>
        <source>a space</source>
        <comment>what was found instead</comment>
        <translation>공백</translation>
    </message>
    <message>
        <source>a carriage return</source>
        <comment>what was found instead</comment>
        <translation>캐리지 리턴(CR)</translation>
    </message>
    <message>
        <source>&apos;0&apos; (the digit zero, not the letter o)</source>
        <comment>what was found instead</comment>
        <translation>&apos;0&apos; (글자 o가 아닌 숫자 0)</translation>
    </message>
    <message>
        <source>the control character U+%1</source>
        <comment>%1 is the character&apos;s code in hexadecimal, such as 0001</comment>
        <translation>제어 문자 U+%1</translation>
    </message>
    <message>
        <source>&apos;%1&apos;</source>
        <comment>%1 is a character of the input, quoted</comment>
        <translation>&apos;%1&apos;</translation>
    </message>
    <message>
        <source>the byte 0x%1, which is not UTF-8 text</source>
        <comment>%1 is the byte&apos;s value in hexadecimal, such as FF</comment>
        <translation>UTF-8 텍스트가 아닌 바이트 0x%1</translation>
    </message>
    <message>
        <source>a byte-order mark (U+FEFF), which is only allowed at the very start</source>
        <comment>what was found instead</comment>
        <translation>맨 앞에만 올 수 있는 바이트 순서 표시(U+FEFF)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (U+%2, not %3)</source>
        <comment>%1 is a character of the input, %2 its code in hexadecimal; %3 is what it looks like, such as &apos;the letter x&apos;</comment>
        <translation>&apos;%1&apos; (U+%2, %3 아님)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (U+%2)</source>
        <comment>%1 is a character of the input, %2 its code in hexadecimal</comment>
        <translation>&apos;%1&apos; (U+%2)</translation>
    </message>
    <message>
        <source>a comment line (starting with &apos;#&apos;) can only come before the board</source>
        <translation>주석 줄(&apos;#&apos;로 시작)은 판 앞에만 올 수 있습니다</translation>
    </message>
    <message>
        <source>a blank line inside the board: its rows must follow one another</source>
        <translation>판 중간에 빈 줄이 있습니다: 행은 빈 줄 없이 이어져야 합니다</translation>
    </message>
    <message>
        <source>the input is empty: expected a board (%1 to %2 rows of %1 to %2 cells, or one line with &apos;/&apos; between the rows)</source>
        <comment>%1 and %2 are the fewest and the most rows (and cells in a row) of a board</comment>
        <translation>입력이 비어 있습니다: 판이 와야 합니다 (%1~%2칸짜리 행 %1~%2개, 또는 행 사이에 &apos;/&apos;를 넣은 한 줄)</translation>
    </message>
    <message>
        <source>the header ends here: expected a board (%1 to %2 rows of %1 to %2 cells, or one line with &apos;/&apos; between the rows), or size=COLUMNSxROWS in the header</source>
        <comment>%1 and %2 are the fewest and the most rows (and cells in a row) of a board; size is the name of a setting, written as it is in the header</comment>
        <translation>헤더가 여기서 끝납니다: 판(%1~%2칸짜리 행 %1~%2개, 또는 행 사이에 &apos;/&apos;를 넣은 한 줄)이나 헤더의 size=열x행이 와야 합니다</translation>
    </message>
    <message numerus="yes">
        <source>the line ends after %n cell(s): a board on one line without &apos;/&apos; between its rows must be square (%1 cells)</source>
        <comment>%1 is a list of numbers of cells, such as &apos;9, 16 or 25&apos;</comment>
        <translation>
            <numerusform>줄이 %n칸에서 끝납니다: 행 사이에 &apos;/&apos;가 없는 한 줄 판은 정사각형(%1칸)이어야 합니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the line ends after %n row(s): a board has %1 to %2 rows</source>
        <comment>%1 and %2 are the fewest and the most rows of a board</comment>
        <translation>
            <numerusform>줄이 %n행에서 끝납니다: 판은 %1행부터 %2행까지입니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the board ends after %n row(s): a board has %1 to %2 rows</source>
        <comment>%1 and %2 are the fewest and the most rows of a board</comment>
        <translation>
            <numerusform>판이 %n행에서 끝납니다: 판은 %1행부터 %2행까지입니다</numerusform>
        </translation>
    </message>
    <message>
        <source>size=%1x%2 does not match the board below it, which is %3x%4</source>
        <comment>%1x%2 is the size written in the header, %3x%4 the board&apos;s (columns x rows)</comment>
        <translation>size=%1x%2: 아래에 있는 판의 크기 %3x%4와 맞지 않습니다</translation>
    </message>
    <message>
        <source>k=%1 does not fit a %2x%3 board: k runs from %4 to %5 there</source>
        <comment>k is the setting for the number in a row that wins; %2x%3 is the board&apos;s size (columns x rows)</comment>
        <translation>k=%1: %2x%3 판에 맞지 않습니다 (이 판에서 k는 %4부터 %5까지)</translation>
    </message>
    <message>
        <source>expected the end of the input after the last case, found %1</source>
        <comment>%1 is what was found</comment>
        <translation>마지막 케이스 다음에 입력이 끝나야 합니다 (발견: %1)</translation>
    </message>
    <message>
        <source>the input is empty: expected the number of cases (a whole number, 0 or more)</source>
        <translation>입력이 비어 있습니다: 케이스 수(0 이상의 정수)가 와야 합니다</translation>
    </message>
    <message>
        <source>expected the number of cases (a whole number, 0 or more), found %1</source>
        <comment>%1 is what was found</comment>
        <translation>케이스 수(0 이상의 정수)가 와야 합니다 (발견: %1)</translation>
    </message>
    <message>
        <source>the number of cases is too large to be real: %1</source>
        <comment>%1 is the number as written in the input</comment>
        <translation>케이스 수가 너무 커서 실제 값일 수 없습니다: %1</translation>
    </message>
    <message>
        <source>the number of cases is negative (%1): expected the number of cases (a whole number, 0 or more)</source>
        <comment>%1 is the number as written in the input</comment>
        <translation>케이스 수가 음수입니다 (%1): 케이스 수는 0 이상의 정수여야 합니다</translation>
    </message>
    <message>
        <source>the input ends here: expected the side to move (1 for o, 0 for x)</source>
        <translation>입력이 여기서 끝납니다: 둘 차례(o는 1, x는 0)가 와야 합니다</translation>
    </message>
    <message>
        <source>the side to move is a single digit (1 for o, 0 for x), but %1 follows it</source>
        <comment>%1 is what was found after the digit</comment>
        <translation>둘 차례는 한 자리 숫자(o는 1, x는 0)여야 합니다 (뒤에 붙은 것: %1)</translation>
    </message>
    <message>
        <source>expected the side to move (1 for o, 0 for x), found %1</source>
        <comment>%1 is what was found</comment>
        <translation>둘 차례(o는 1, x는 0)가 와야 합니다 (발견: %1)</translation>
    </message>
    <message>
        <source>the input ends inside a board: expected row %1 of %2</source>
        <comment>%1 is the number of the row, %2 the number of rows of a board</comment>
        <translation>판 도중에 입력이 끝났습니다: %2행 중 %1행이 와야 합니다</translation>
    </message>
    <message numerus="yes">
        <source>row %1 ends after %n cell(s): expected %2</source>
        <comment>%1 is the number of the row; %2 is the number of cells in a row</comment>
        <translation>
            <numerusform>%1행이 %n칸에서 끝납니다: %2칸이어야 합니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row %1 is too long: expected white space after %n cell(s), found %2</source>
        <comment>%1 is the number of the row; %2 is what was found</comment>
        <translation>
            <numerusform>%1행이 너무 깁니다: %n칸 다음에 공백이 와야 합니다 (발견: %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>this line ends with %1 but the lines before it end with %2: use one kind of line end</source>
        <comment>%1 and %2 are kinds of line end, as programmers write them (CR LF and LF)</comment>
        <translation>이 줄의 끝은 %1인데 앞 줄들의 끝은 %2입니다: 줄 끝은 한 종류만 쓰십시오</translation>
    </message>
    <message numerus="yes">
        <source>expected the end of the line after %n row(s) (the most a board has), found &apos;/&apos;</source>
        <translation>
            <numerusform>%n행(판의 최대 행 수) 다음에 줄이 끝나야 합니다 (발견: &apos;/&apos;)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row 1 is too long: a board has at most %n column(s), found %1</source>
        <comment>%1 is what was found</comment>
        <translation>
            <numerusform>1행이 너무 깁니다: 판은 최대 %n열입니다 (발견: %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected the end of the board after %n row(s) (the most a board has), found another row</source>
        <translation>
            <numerusform>%n행(판의 최대 행 수) 다음에 판이 끝나야 하는데 행이 더 있습니다</numerusform>
        </translation>
    </message>
    <message>
        <source>a1 is bottom-left or top-left (the corner the cell names start from), not &apos;%1&apos;</source>
        <comment>a1, bottom-left and top-left are written as they are in the header; %1 is the value written there</comment>
        <translation>a1은 bottom-left 또는 top-left입니다 (칸 이름이 시작하는 모서리). 입력: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown setting &apos;%1&apos; (the settings are k, rules, first, to-move, size and a1)</source>
        <comment>the names of the settings are written as they are in the header; %1 is the name written there</comment>
        <translation>알 수 없는 설정 &apos;%1&apos; (설정은 k, rules, first, to-move, size, a1입니다)</translation>
    </message>
    <message>
        <source>rules is classic (or freestyle), exact, renju, omok, misere or line-score, not &apos;%1&apos;</source>
        <comment>the names of the rules are written as they are in the header; %1 is the value written there</comment>
        <translation>rules는 classic(또는 freestyle), exact, renju, omok, misere, line-score 중 하나입니다. &apos;%1&apos;은(는) 아닙니다</translation>
    </message>
    <message>
        <source>rules=%5 is five in a row on a board of at least %1 cells (such as 15x15), not k=%2 on %3x%4</source>
        <comment>%3x%4 is the board&apos;s size (columns x rows); %5 is the rules&apos; name (renju or omok), not translated</comment>
        <translation>rules=%5는 %1칸 이상인 판(예: 15x15)에서 다섯을 잇는 게임이며, %3x%4 판의 k=%2가 아닙니다</translation>
    </message>
</context>
</TS>
