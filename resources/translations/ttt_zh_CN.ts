<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>What if</source>
        <translation>假设轮到</translation>
    </message>
    <message>
        <source>Analyse the board with the side you choose to move, whatever the counts of marks say. Problems with the counts become warnings.</source>
        <translation>不论双方棋子数如何，都按你选定的走棋方分析棋盘。棋子数的问题改为警告。</translation>
    </message>
    <message>
        <source>Who moves:</source>
        <translation>走棋方：</translation>
    </message>
    <message>
        <source>Line-score analyses any board with the side you choose to move; it starts from the side the counts give.</source>
        <translation>连线计分规则可按你选定的走棋方分析任何棋盘；初始为按棋子数得出的一方。</translation>
    </message>
    <message>
        <source>What if %1 is to move</source>
        <translation>假设轮到 %1 走</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>轮到 %1 走</translation>
    </message>
    <message>
        <source>is to move</source>
        <translation>走</translation>
    </message>
    <message>
        <source>Alike moves</source>
        <translation>等价着法</translation>
    </message>
    <message>
        <source>Canonical form</source>
        <translation>规范形式</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>走棋方</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Legal</source>
        <translation>合法</translation>
    </message>
    <message>
        <source>Best moves</source>
        <translation>最佳着法</translation>
    </message>
    <message>
        <source>Best line</source>
        <translation>最佳变化</translation>
    </message>
    <message>
        <source>Games left</source>
        <translation>剩余对局</translation>
    </message>
    <message>
        <source>Games after</source>
        <translation>着后对局</translation>
    </message>
    <message>
        <source>Canonical</source>
        <translation>规范形式</translation>
    </message>
    <message>
        <source>Board code</source>
        <translation>棋盘编码</translation>
    </message>
    <message>
        <source>Every way the game can still be played to its end from here under the rules, by result.</source>
        <translation>按当前规则，从此局面走到终局的所有可能对局，按结果分类。</translation>
    </message>
    <message>
        <source>Point at an empty cell on the board: every way the game can still be played after that move, by result.</source>
        <translation>将鼠标指向棋盘上的空格：走该着之后所有可能的对局，按结果分类。</translation>
    </message>
    <message>
        <source>Of the board&apos;s rotations and reflections, the one with the least board code: every board that is the same up to symmetry has this canonical form.</source>
        <translation>棋盘的所有旋转和翻转中棋盘编码最小的一个：在对称意义下相同的棋盘都有同一个规范形式。</translation>
    </message>
    <message>
        <source>The board as a base-3 number (empty 0, x 1, o 2; the top-left cell is the most significant digit), and the least code among its rotations and reflections.</source>
        <translation>把棋盘看作一个三进制数（空 0，x 1，o 2；左上角的格为最高位），以及它的各种旋转和翻转中最小的编码。</translation>
    </message>
    <message>
        <source>—</source>
        <comment>nothing to show</comment>
        <translation>—</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>rules name: what they say</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>in progress, %1 of %2 cells filled, %3 so far</source>
        <translation>进行中，已填 %1/%2 格，目前比分 %3</translation>
    </message>
    <message>
        <source>in progress, %1 of %2 cells filled</source>
        <translation>进行中，已填 %1/%2 格</translation>
    </message>
    <message>
        <source>any board: line-score has no legality rules</source>
        <translation>任意棋盘：连线计分没有合法性规则</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no: %1</source>
        <translation>否：%1</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between rule names</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>hidden until a move is played (training)</source>
        <translation>走出一着后才显示（训练）</translation>
    </message>
    <message>
        <source>not proven yet: the search is under way</source>
        <translation>尚未证明：正在搜索</translation>
    </message>
    <message>
        <source>not proven: the search was stopped</source>
        <translation>未证明：搜索已停止</translation>
    </message>
    <message>
        <source>any: every move has the same result</source>
        <translation>任意：每着结果相同</translation>
    </message>
    <message>
        <source>not counted for this size (far too many games)</source>
        <translation>此尺寸不计数（对局数过多）</translation>
    </message>
    <message>
        <source>none: boards of more than %1 cells have no code</source>
        <translation>无：超过 %1 格的棋盘没有编码</translation>
    </message>
    <message>
        <source>%1 (the least of its symmetric images)</source>
        <translation>%1（在其各对称像中最小）</translation>
    </message>
    <message>
        <source>%1 (least symmetric image %2)</source>
        <translation>%1（最小对称像为 %2）</translation>
    </message>
    <message>
        <source>nobody: the game is over</source>
        <translation>无：对局已结束</translation>
    </message>
    <message>
        <source>%1 (what-if: chosen; by the counts %2 would move)</source>
        <translation>%1（假设：手动选定；按棋子数应轮到 %2）</translation>
    </message>
    <message>
        <source>%1 (what-if: chosen, not counted)</source>
        <translation>%1（假设：手动选定，不按棋子数）</translation>
    </message>
    <message>
        <source>%1 (%2 moves first)</source>
        <translation>%1（%2 先走）</translation>
    </message>
    <message>
        <source>%1 (the counts break turn parity, so the side with fewer marks; choose below)</source>
        <translation>%1（棋子数不符合轮次奇偶，故取子少的一方；可在下方选择）</translation>
    </message>
    <message>
        <source>nobody: the counts break turn parity (%1 moves first)</source>
        <translation>无：棋子数不符合轮次奇偶（%1 先走）</translation>
    </message>
    <message>
        <source>point at an empty cell</source>
        <translation>请指向一个空格</translation>
    </message>
    <message>
        <source>not counted for this size</source>
        <translation>此尺寸不计数</translation>
    </message>
    <message>
        <source>%1 is taken</source>
        <translation>%1 已有棋子</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <comment>mark, cell, games by result</comment>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>none: the game is over</source>
        <translation>无：对局已结束</translation>
    </message>
    <message>
        <source>one empty cell</source>
        <translation>只有一个空格</translation>
    </message>
    <message>
        <source>no two alike: each of the %1 empty cells leads somewhere different</source>
        <translation>没有等价着法：%1 个空格各自通向不同的局面</translation>
    </message>
    <message>
        <source>%1
this board %2</source>
        <comment>the canonical board in one line, how it is got</comment>
        <translation>%1
由本棋盘%2而得</translation>
    </message>
    <message>
        <source>• %1</source>
        <translation>• %1</translation>
    </message>
    <message>
        <source>No real game reaches this position, so it has no heatmap</source>
        <translation>实际对局不会出现此局面，因此没有热图</translation>
    </message>
    <message>
        <source>Empty cells with the same sign are the same move: a rotation or reflection that leaves the board as it is takes one to the other, so they lead to positions that are the same up to symmetry.</source>
        <translation>符号相同的空格是等价着法：某个使棋盘保持不变的旋转或翻转能把其中一格变成另一格，所以它们通向的局面在对称意义下相同。</translation>
    </message>
    <message>
        <source>%1, and perhaps others not proven yet</source>
        <translation>%1，可能还有尚未证明的其他着法</translation>
    </message>
    <message>
        <source>The game is over: there is no move to analyse, whichever side is to move.</source>
        <translation>对局已结束：无论轮到哪一方走，都没有可分析的着法。</translation>
    </message>
    <message>
        <source>%1 different moves among %2 empty cells: cells with the same sign lead to the same position, turned or flipped</source>
        <translation>%2 个空格中有 %1 种不同的着法：符号相同的格通向的局面经旋转或翻转后相同</translation>
    </message>
    <message>
        <source>Analyse Anyway</source>
        <translation>照样分析</translation>
    </message>
    <message>
        <source>Tick What if: the board is analysed as it stands, with the side to move you choose</source>
        <translation>勾选“假设轮到”：按你选定的走棋方，照原样分析棋盘</translation>
    </message>
    <message>
        <source>Analyse Anyway (What if) analyses it as it stands, with the side to move you choose.</source>
        <translation>“照样分析”（即“假设轮到”）会按你选定的走棋方，照原样分析此局面。</translation>
    </message>
    <message>
        <source>Best play by both sides to the end, each move by its cell&apos;s name (a1 the bottom-left corner).</source>
        <translation>双方的最佳着法直到终局，每步以格子名称表示（a1 为左下角）。</translation>
    </message>
    <message>
        <source>none proven: the threat search found no forced win</source>
        <translation>均未证明：威胁搜索未找到必胜</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>The move another program would play here (Engine menu), with what it said of the position: its opinion, not a proof. It is marked on the board with a diamond.</source>
        <translation>另一个程序（引擎菜单）在此会下的着法，以及它对局面的说明：这是它的意见，不是证明。棋盘上以菱形标出。</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <comment>the first best moves, then how many more there are</comment>
        <translation>
            <numerusform>%1 等，另有 %n 个</numerusform>
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
        <translation>%1 是文件夹，不是文件。</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder.</source>
        <translation>%1 是文件，不是文件夹。</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>文件夹 %1 不存在。</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <translation>%1 是只读的。</translation>
    </message>
    <message>
        <source>The folder %1 is read-only.</source>
        <translation>文件夹 %1 是只读的。</translation>
    </message>
    <message>
        <source>The image could not be encoded as PNG.</source>
        <translation>无法将图像编码为 PNG。</translation>
    </message>
    <message>
        <source>The file has %1 bytes; files of up to %2 bytes are read (a board or a game takes a few hundred, a RenLib library a few million).</source>
        <translation>该文件有 %1 字节；只读取不超过 %2 字节的文件（棋盘或棋谱约几百字节，RenLib 库约几百万字节）。</translation>
    </message>
    <message>
        <source>The file has more than %1 bytes; files of up to %1 bytes are read (a board or a game takes a few hundred, a RenLib library a few million).</source>
        <translation>该文件超过 %1 字节；只读取不超过 %1 字节的文件（棋盘或棋谱约几百字节，RenLib 库约几百万字节）。</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
</context>
<context>
    <name>BrainProcess</name>
    <message>
        <source>Engines play five in a row; this board is %1 in a row.</source>
        <translation>引擎只下五子连珠；这个棋盘是%1子连线。</translation>
    </message>
    <message>
        <source>Engines play on boards of at least 5×5.</source>
        <translation>引擎只在至少 5×5 的棋盘上下棋。</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>%1 wrote a line of more than a megabyte; it was stopped.</source>
        <translation>%1 输出了超过一兆字节的一行，已被停止。</translation>
    </message>
    <message>
        <source>%1 refused a board of %2×%3: “%4”.</source>
        <translation>%1 拒绝了 %2×%3 的棋盘：“%4”。</translation>
    </message>
    <message>
        <source>%1 gave no move but said “%2”; it was stopped.</source>
        <translation>%1 没有给出着法，而是说“%2”，已被停止。</translation>
    </message>
    <message>
        <source>%1 answered “%2”, which is not a move; it was stopped.</source>
        <translation>%1 回答了“%2”，这不是着法，已被停止。</translation>
    </message>
    <message>
        <source>%1 answered %2,%3, which is off the board; it was stopped.</source>
        <translation>%1 回答了棋盘之外的 %2,%3，已被停止。</translation>
    </message>
    <message>
        <source>%1 answered %2, which is taken; it was stopped.</source>
        <translation>%1 回答了已有棋子的 %2，已被停止。</translation>
    </message>
    <message>
        <source>%1 did not answer START within %2; it was stopped.</source>
        <translation>%1 在 %2 内没有回应 START，已被停止。</translation>
    </message>
    <message>
        <source>%1 did not answer ABOUT within %2; it was stopped.</source>
        <translation>%1 在 %2 内没有回应 ABOUT，已被停止。</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 (it was given %3); it was stopped.</source>
        <translation>%1 在 %2 内没有回答（给它的时间是 %3），已被停止。</translation>
    </message>
    <message>
        <source>%1 crashed; it was stopped.</source>
        <translation>%1 崩溃了，已被停止。</translation>
    </message>
    <message>
        <source>%1 quit (exit code %2).</source>
        <translation>%1 退出了（退出码 %2）。</translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <translation>
            <numerusform>%n 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 did not answer RESTART within %2; it was stopped.</source>
        <translation>%1 在 %2 内没有回应 RESTART，已被停止。</translation>
    </message>
    <message>
        <source>Engines play free-style, exactly five or renju, not these rules.</source>
        <translation>引擎只下无禁手、恰好五子或连珠规则，不下这种规则。</translation>
    </message>
</context>
<context>
    <name>EngineOpinion</name>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 正在思考…</translation>
    </message>
    <message>
        <source>evaluation %1</source>
        <translation>评估 %1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>深度 %1</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>变化 %1</translation>
    </message>
    <message>
        <source>%1 (%2&apos;s opinion, not a proof)</source>
        <translation>%1（%2 的意见，不是证明）</translation>
    </message>
    <message>
        <source>No side is to move here, so %1 has nothing to say.</source>
        <translation>这里没有轮到哪一方下，所以 %1 无话可说。</translation>
    </message>
    <message>
        <source>The game is over: %1 is not asked.</source>
        <translation>对局已结束：不询问 %1。</translation>
    </message>
</context>
<context>
    <name>EvaluationGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>评估图</translation>
    </message>
    <message>
        <source>x ahead</source>
        <translation>x 领先</translation>
    </message>
    <message>
        <source>level</source>
        <translation>持平</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>o ahead</source>
        <translation>o 领先</translation>
    </message>
    <message>
        <source>The start</source>
        <translation>起始局面</translation>
    </message>
    <message>
        <source>%1: not graded yet</source>
        <comment>move</comment>
        <translation>%1：尚未评级</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <comment>move, grade symbol, grade word</comment>
        <translation>%1：%2 %3</translation>
    </message>
    <message>
        <source>The result shows once a move has been played (training).</source>
        <translation>走出一着后显示结果（训练）。</translation>
    </message>
    <message>
        <source>Not proven yet.</source>
        <translation>尚未证明。</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <comment>the top of the graph&apos;s value axis</comment>
        <translation>%1胜</translation>
    </message>
    <message>
        <source>The result for x after each move with best play from there, whichever side is to move (the heatmap is for the side to move): a win above the middle line, a tie on it, a loss below, nearer the edge the faster. ?! marks an inaccuracy, ? a mistake, ?? a blunder; on big boards (?) a mistake by estimate, and a hollow point a position where nothing was proven. Point at one to read it; click it to go there.</source>
        <translation>每着之后双方按最佳着法继续时 x 的结果，不论轮到哪一方走（热图则针对走棋方）：胜在中线以上，平局在中线上，负在中线以下，越靠近边缘结果来得越快。?! 表示欠佳，? 表示错着，?? 表示大错；在大棋盘上，(?) 表示按估计判定的错着，空心点表示未证明任何结果的局面。将鼠标指向一个点可查看其内容；点击即可跳到该处。</translation>
    </message>
    <message>
        <source>Nothing proven: the search found no forced win for either side here (a hollow point, on the middle line).</source>
        <translation>未证明：搜索在此局面未找到任何一方的必胜（中线上的空心点）。</translation>
    </message>
    <message>
        <source>%1: forbidden; its side loses the game here</source>
        <comment>move (renju, omok: a move its side may not play)</comment>
        <translation>%1：禁手；下这一手的一方在此告负</translation>
    </message>
    <message>
        <source>%1: after the end (a forbidden move lost the game before it)</source>
        <comment>move</comment>
        <translation>%1：终局后（此前的禁手已使对局告负）</translation>
    </message>
</context>
<context>
    <name>HeatmapLegend</name>
    <message>
        <source>best move</source>
        <translation>最佳着法</translation>
    </message>
    <message>
        <source>o ahead</source>
        <translation>o 领先</translation>
    </message>
    <message>
        <source>x ahead</source>
        <translation>x 领先</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>持平</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>Lose</source>
        <translation>负</translation>
    </message>
    <message>
        <source>Not proven yet</source>
        <translation>尚未证明</translation>
    </message>
    <message>
        <source>Striped cells are not proven yet: ≥T at least a tie, ≤T at most a tie, ? nothing known. ~ marks the plies of the line found, not proven the fastest.</source>
        <translation>带条纹的格尚未证明：≥和 表示至少平局，≤和 表示至多平局，? 表示尚无结论。~ 标记的是已找到的变化的步数，未证明是最快的。</translation>
    </message>
    <message>
        <source>Misère: completing a line loses, so a win comes when the other side is forced to complete one. %1</source>
        <translation>反井字：连成一线者负，所以要迫使对方连成一线才能获胜。%1</translation>
    </message>
    <message>
        <source>The number on a cell is the final score, %1, if the side to move plays there and both sides then play perfectly. Blue: o ends ahead; orange: x ends ahead; grey: level. The strongest shades stand for %2 lines or more.</source>
        <comment>%1 is what the score counts: o lines minus x lines</comment>
        <translation>格上的数字是走棋方下在该处、此后双方完美对弈时的终局比分，即 %1。蓝色：o 最终领先；橙色：x 最终领先；灰色：持平。最深的颜色表示相差 %2 条连线或更多。</translation>
    </message>
    <message>
        <source>Misère, for the side to move:</source>
        <comment>legend title</comment>
        <translation>反井字，对走棋方而言：</translation>
    </message>
    <message>
        <source>For the side to move:</source>
        <comment>legend title</comment>
        <translation>对走棋方而言：</translation>
    </message>
    <message>
        <source>Win, Tie and Lose are for the side to move if it plays there (the Game panel&apos;s graph is for x). The number on a cell is how many plies the game lasts with best play, that move included. The faster the result, the stronger the shade.</source>
        <translation>胜、平局和负是指走棋方下在该处的结果（对局面板中的评估图则针对 x）。格上的数字是双方走最佳着法时对局还要进行的步数（含这一着）。结果来得越快，颜色越深。</translation>
    </message>
    <message>
        <source>Estimate, not a result</source>
        <translation>估计值，不是结论</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Start</source>
        <translation>起始</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>%1 rules</source>
        <translation>%1规则</translation>
    </message>
    <message>
        <source>%1 moves first</source>
        <translation>%1 先走</translation>
    </message>
    <message>
        <source> Its settings: %1.</source>
        <translation> 其设置：%1。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>&amp;New Board…</source>
        <translation>新建棋盘(&amp;N)…</translation>
    </message>
    <message>
        <source>Start again from an empty, untitled board of the size you choose</source>
        <translation>按所选尺寸，从一个未命名的空棋盘重新开始</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a board saved as text</source>
        <translation>打开以文本保存的棋盘</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the board as text</source>
        <translation>将棋盘保存为文本</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Save the board as text under a new name</source>
        <translation>将棋盘以新名称保存为文本</translation>
    </message>
    <message>
        <source>&amp;Export as PNG…</source>
        <translation>导出为 PNG(&amp;E)…</translation>
    </message>
    <message>
        <source>Save a picture of the board with its heatmap, labels and verdict</source>
        <translation>保存棋盘图片，含热图、标签和结论</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Close the window</source>
        <translation>关闭窗口</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Undo the last edit or move</source>
        <translation>撤销上一次编辑或着法</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Redo what was undone</source>
        <translation>重做已撤销的操作</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the board as text, a row of cells on each line</source>
        <translation>将棋盘复制为文本，每行文字为棋盘的一行</translation>
    </message>
    <message>
        <source>Copy as &amp;One Line</source>
        <translation>复制为单行(&amp;O)</translation>
    </message>
    <message>
        <source>Copy the board as text on one line, rows separated by &apos;/&apos;</source>
        <translation>将棋盘复制为单行文本，各行以 &apos;/&apos; 分隔</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <source>Set up the board from text on the clipboard</source>
        <translation>按剪贴板中的文本摆放棋盘</translation>
    </message>
    <message>
        <source>C&amp;lear Board</source>
        <translation>清空棋盘(&amp;L)</translation>
    </message>
    <message>
        <source>Take every mark off the board</source>
        <translation>拿掉棋盘上的所有棋子</translation>
    </message>
    <message>
        <source>Show &amp;Heatmap</source>
        <translation>显示热图(&amp;H)</translation>
    </message>
    <message>
        <source>Colour every empty cell by what playing there leads to (hide it to quiz yourself)</source>
        <translation>按下在该处的结果为每个空格着色（隐藏热图可用来自测）</translation>
    </message>
    <message>
        <source>Show &amp;Labels</source>
        <translation>显示标签(&amp;L)</translation>
    </message>
    <message>
        <source>Write the outcome and its plies on every heatmap cell</source>
        <translation>在每个热图格上标出结果及步数</translation>
    </message>
    <message>
        <source>&amp;Play Mode</source>
        <translation>对弈模式(&amp;P)</translation>
    </message>
    <message>
        <source>A click plays the side to move&apos;s mark instead of cycling the cell</source>
        <translation>单击时为走棋方落子，而不是循环切换格子内容</translation>
    </message>
    <message>
        <source>Perfect &amp;Reply</source>
        <translation>完美应着(&amp;R)</translation>
    </message>
    <message>
        <source>In Play mode, the other side answers every move with its best move</source>
        <translation>在对弈模式下，对方以最佳着法应对每一着</translation>
    </message>
    <message>
        <source>Play &amp;Best Move</source>
        <translation>走最佳着法(&amp;B)</translation>
    </message>
    <message>
        <source>Best Move</source>
        <translation>最佳着法</translation>
    </message>
    <message>
        <source>&amp;Stop Analysis</source>
        <translation>停止分析(&amp;S)</translation>
    </message>
    <message>
        <source>Stop the search; what it has proven stays on the board</source>
        <translation>停止搜索；已证明的结果保留在棋盘上</translation>
    </message>
    <message>
        <source>Stop the search (Esc); what it has proven stays on the board</source>
        <translation>停止搜索（Esc）；已证明的结果保留在棋盘上</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Go to the &amp;Start</source>
        <translation>转到开局(&amp;S)</translation>
    </message>
    <message>
        <source>Show the position the game starts from</source>
        <translation>显示对局的起始局面</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <translation>上一着(&amp;P)</translation>
    </message>
    <message>
        <source>One move back along the game (also ← in the move list)</source>
        <translation>沿对局后退一着（在着法列表中也可按 ←）</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation>下一着(&amp;N)</translation>
    </message>
    <message>
        <source>One move on along the game&apos;s line (also → in the move list)</source>
        <translation>沿对局当前线路前进一着（在着法列表中也可按 →）</translation>
    </message>
    <message>
        <source>Go to the &amp;End</source>
        <translation>转到末尾(&amp;E)</translation>
    </message>
    <message>
        <source>Show the last position of the line through this one</source>
        <translation>显示经过当前局面的线路的最后局面</translation>
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
        <translation>下一个错着(&amp;X)</translation>
    </message>
    <message>
        <source>Go to the next move that was a mistake or a blunder</source>
        <translation>转到下一个错着或大错</translation>
    </message>
    <message>
        <source>Pre&amp;vious Mistake</source>
        <translation>上一个错着(&amp;V)</translation>
    </message>
    <message>
        <source>Go to the previous move that was a mistake or a blunder</source>
        <translation>转到上一个错着或大错</translation>
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
        <translation>设为主线(&amp;M)</translation>
    </message>
    <message>
        <source>Make the variation the shown move is on the main line at its branch</source>
        <translation>在分支处将当前着法所在的变化设为主线</translation>
    </message>
    <message>
        <source>&amp;Delete Move</source>
        <translation>删除此着(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the shown move and every move after it</source>
        <translation>删除当前着法及其后的所有着法</translation>
    </message>
    <message>
        <source>&amp;Training Mode</source>
        <translation>训练模式(&amp;T)</translation>
    </message>
    <message>
        <source>Hide the heatmap, the verdict and the grades until you have played your move; then it is graded at once</source>
        <translation>在你走棋之前隐藏热图、结论和评级；走完后立即评级</translation>
    </message>
    <message>
        <source>Until &amp;Proven</source>
        <translation>直到证明完成(&amp;P)</translation>
    </message>
    <message>
        <source>At Most &amp;1 Second</source>
        <translation>最多 &amp;1 秒</translation>
    </message>
    <message>
        <source>At Most &amp;%1 Seconds</source>
        <translation>最多 &amp;%1 秒</translation>
    </message>
    <message>
        <source>A perfect reply waits for the proof however long it takes</source>
        <translation>完美应着一直等到证明完成，无论耗时多久</translation>
    </message>
    <message>
        <source>After this long a perfect reply plays the best move proven so far, and says so</source>
        <translation>等待这么久后，完美应着走出目前已证明的最佳着法，并给出提示</translation>
    </message>
    <message>
        <source>&amp;x Moves First</source>
        <translation>&amp;x 先走</translation>
    </message>
    <message>
        <source>x makes the first move of the game (the usual rule)</source>
        <translation>由 x 走对局的第一着（通常规则）</translation>
    </message>
    <message>
        <source>&amp;o Moves First</source>
        <translation>&amp;o 先走</translation>
    </message>
    <message>
        <source>o makes the first move of the game</source>
        <translation>由 o 走对局的第一着</translation>
    </message>
    <message>
        <source>&amp;Classic Rules</source>
        <translation>经典规则(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Misère Rules</source>
        <translation>反井字规则(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Line-Score Rules</source>
        <translation>连线计分规则(&amp;L)</translation>
    </message>
    <message>
        <source>Side to Move by the &amp;Counts</source>
        <translation>按棋子数定走棋方(&amp;C)</translation>
    </message>
    <message>
        <source>The counts of marks say whose turn it is</source>
        <translation>由双方棋子数决定轮到谁走</translation>
    </message>
    <message>
        <source>What If &amp;x Is to Move</source>
        <translation>假设轮到 &amp;x 走</translation>
    </message>
    <message>
        <source>Analyse the board with x to move, whatever the counts say</source>
        <translation>不论棋子数如何，都按轮到 x 走分析棋盘</translation>
    </message>
    <message>
        <source>What If &amp;o Is to Move</source>
        <translation>假设轮到 &amp;o 走</translation>
    </message>
    <message>
        <source>Analyse the board with o to move, whatever the counts say</source>
        <translation>不论棋子数如何，都按轮到 o 走分析棋盘</translation>
    </message>
    <message>
        <source>Rotate &amp;Clockwise</source>
        <translation>顺时针旋转(&amp;C)</translation>
    </message>
    <message>
        <source>Turn the board a quarter turn clockwise</source>
        <translation>将棋盘顺时针旋转 90°</translation>
    </message>
    <message>
        <source>Rotate &amp;Anticlockwise</source>
        <translation>逆时针旋转(&amp;A)</translation>
    </message>
    <message>
        <source>Turn the board a quarter turn anticlockwise</source>
        <translation>将棋盘逆时针旋转 90°</translation>
    </message>
    <message>
        <source>Flip &amp;Left-Right</source>
        <translation>左右翻转(&amp;L)</translation>
    </message>
    <message>
        <source>Mirror the board: the left column becomes the right one</source>
        <translation>镜像棋盘：最左列变为最右列</translation>
    </message>
    <message>
        <source>Flip &amp;Top-Bottom</source>
        <translation>上下翻转(&amp;T)</translation>
    </message>
    <message>
        <source>Mirror the board: the top row becomes the bottom one</source>
        <translation>镜像棋盘：最上行变为最下行</translation>
    </message>
    <message>
        <source>Show &amp;Alike Moves</source>
        <translation>显示等价着法(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Mouse and Keys</source>
        <translation>鼠标和键盘(&amp;M)</translation>
    </message>
    <message>
        <source>How to set up, play and read the board</source>
        <translation>如何摆棋、对弈和解读棋盘</translation>
    </message>
    <message>
        <source>&amp;About Tic-Tac-Toe Analyzer</source>
        <translation>关于井字棋分析器(&amp;A)</translation>
    </message>
    <message>
        <source>What this program is</source>
        <translation>关于本程序</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 &amp;Qt</translation>
    </message>
    <message>
        <source>The Qt toolkit this program is built with</source>
        <translation>构建本程序所用的 Qt 工具包</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Position</source>
        <translation>局面(&amp;P)</translation>
    </message>
    <message>
        <source>Perfect Reply &amp;Waits</source>
        <translation>完美应着等待时间(&amp;W)</translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation>规则(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Side to Move</source>
        <translation>走棋方(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>对局(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>棋盘：</translation>
    </message>
    <message>
        <source>The board&apos;s size and how many in a row win; a new choice starts an empty board (one step of Undo)</source>
        <translation>棋盘尺寸及连成几子获胜；选择新的一项会开始一个空棋盘（可一步撤销）</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>First move:</source>
        <translation>先手：</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <source>The rules the position is analysed under</source>
        <translation>分析局面所依据的规则</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Every edit and move; click one to go back to it</source>
        <translation>所有编辑和着法；单击其中一项即可回到该处</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史记录</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Could not open %1</source>
        <translation>无法打开 %1</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>打开 %1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Could not save %1</source>
        <translation>无法保存 %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Could not export %1</source>
        <translation>无法导出 %1</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>That board is the one shown already.</source>
        <translation>该棋盘与当前显示的相同。</translation>
    </message>
    <message>
        <source>Open Board</source>
        <translation>打开棋盘</translation>
    </message>
    <message>
        <source>board.txt</source>
        <translation>board.txt</translation>
    </message>
    <message>
        <source>Save Board As</source>
        <translation>棋盘另存为</translation>
    </message>
    <message>
        <source>board</source>
        <translation>board</translation>
    </message>
    <message>
        <source>Export as PNG</source>
        <translation>导出为 PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>清除列表(&amp;C)</translation>
    </message>
    <message>
        <source>Copied the game: its start and its moves</source>
        <translation>已复制对局：起始局面及全部着法</translation>
    </message>
    <message numerus="yes">
        <source>Copied the board as %n rows</source>
        <translation>
            <numerusform>已将棋盘复制为 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>Copied the board as one line</source>
        <translation>已将棋盘复制为单行</translation>
    </message>
    <message>
        <source>Copied the board as one line, after a line with its settings</source>
        <translation>已将棋盘复制为单行，前面另有一行设置</translation>
    </message>
    <message>
        <source>Paste board</source>
        <translation>粘贴棋盘</translation>
    </message>
    <message>
        <source>The clipboard does not hold a board</source>
        <translation>剪贴板中没有棋盘</translation>
    </message>
    <message>
        <source>The best move is not proven yet: wait for the analysis, or play one yourself.</source>
        <translation>最佳着法尚未证明：请等待分析完成，或自己走一着。</translation>
    </message>
    <message>
        <source>There is no move to play: the game is over or the position is not legal.</source>
        <translation>无着可走：对局已结束，或局面不合法。</translation>
    </message>
    <message>
        <source>%1 replied %2, a proven best move</source>
        <translation>%1 应于 %2，这是已证明的最佳着法</translation>
    </message>
    <message>
        <source>In Play mode a right click does nothing; switch Play mode off (Ctrl+M) to edit.</source>
        <translation>对弈模式下右键单击无效；要编辑请关闭对弈模式（Ctrl+M）。</translation>
    </message>
    <message>
        <source>%1 is taken.</source>
        <translation>%1已有棋子。</translation>
    </message>
    <message>
        <source>This position cannot arise in a game, so there is no move to play; fix it first.</source>
        <translation>实际对局不会出现此局面，因此无着可走；请先修正。</translation>
    </message>
    <message>
        <source>The game is over: %1.</source>
        <translation>对局已结束：%1。</translation>
    </message>
    <message>
        <source>%1. Best play: %2</source>
        <translation>%1。最佳变化：%2</translation>
    </message>
    <message>
        <source>%1. Finding the best play after it…</source>
        <translation>%1。正在寻找其后的最佳变化…</translation>
    </message>
    <message>
        <source>%1. The best play after it shows once the analysis is done.</source>
        <translation>%1。分析完成后将显示其后的最佳变化。</translation>
    </message>
    <message>
        <source>A quarter turn would not keep this board&apos;s shape: it is not square.</source>
        <translation>旋转 90° 会改变此棋盘的形状：它不是正方形。</translation>
    </message>
    <message>
        <source>The board looks the same after that: it is symmetric that way.</source>
        <translation>这样变换后棋盘没有变化：它在这一方向上是对称的。</translation>
    </message>
    <message>
        <source>Side to Move by the &amp;Counts (or the Side Behind)</source>
        <translation>按棋子数定走棋方（或子少的一方）(&amp;C)</translation>
    </message>
    <message>
        <source>Analysing: %1</source>
        <comment>search figures</comment>
        <translation>分析中：%1</translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <comment>search figures</comment>
        <translation>已停止：%1</translation>
    </message>
    <message>
        <source>Proven: %1</source>
        <comment>search figures</comment>
        <translation>已证明：%1</translation>
    </message>
    <message>
        <source>%1 replies once its best move is proven. %2</source>
        <translation>%1 将在其最佳着法证明后应着。%2</translation>
    </message>
    <message>
        <source>after this move</source>
        <translation>此着之后</translation>
    </message>
    <message>
        <source>before this move</source>
        <translation>此着之前</translation>
    </message>
    <message>
        <source>No mistake %1 among the moves graded so far.</source>
        <translation>在已评级的着法中，%1没有错着。</translation>
    </message>
    <message>
        <source>No mistake %1.</source>
        <translation>%1没有错着。</translation>
    </message>
    <message>
        <source>Best move!</source>
        <translation>最佳着法！</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>grade: what it means</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Other Size…</source>
        <translation>其他尺寸…</translation>
    </message>
    <message>
        <source>Training against perfect play: answers show once you have moved</source>
        <translation>训练（对手完美对弈）：你走棋后显示答案</translation>
    </message>
    <message>
        <source>Training: answers show once a move has been played</source>
        <translation>训练：走出一着后显示答案</translation>
    </message>
    <message>
        <source>Setting up: a click cycles a cell</source>
        <translation>摆棋：单击循环切换格子内容</translation>
    </message>
    <message>
        <source>Playing, with perfect replies</source>
        <translation>对弈中，对方完美应着</translation>
    </message>
    <message>
        <source>Playing: a click plays the side to move</source>
        <translation>对弈中：单击为走棋方落子</translation>
    </message>
    <message>
        <source>Drop board</source>
        <translation>拖放棋盘</translation>
    </message>
    <message>
        <source>The dropped text is not a board</source>
        <translation>拖入的文本不是棋盘</translation>
    </message>
    <message>
        <source>Mouse and Keys</source>
        <translation>鼠标和键盘</translation>
    </message>
    <message>
        <source>About Tic-Tac-Toe Analyzer</source>
        <translation>关于井字棋分析器</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tic-Tac-Toe Analyzer %1&lt;/h3&gt;&lt;p&gt;See why a tic-tac-toe position is won, drawn or lost: set up any position, and every empty cell shows what it leads to with perfect play.&lt;/p&gt;&lt;p&gt;The analysis is exact: tic-tac-toe is read from a table of every position, and boards up to 8×8 with k in a row are solved by a search in the background.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;井字棋分析器 %1&lt;/h3&gt;&lt;p&gt;看清井字棋局面为何是胜、平局或负：摆出任意局面，每个空格都会显示完美对弈下它导致的结果。&lt;/p&gt;&lt;p&gt;分析结果是精确的：井字棋直接查所有局面的表，最大 8×8、k 子连线的棋盘则在后台搜索求解。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>the system&apos;s language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>Tic-Tac-Toe Analyzer will speak %1 from its next start.</source>
        <translation>井字棋分析器下次启动时将使用%1。</translation>
    </message>
    <message>
        <source>Writing the proof: %1 positions, %2 s</source>
        <translation>正在写证明：%1 个局面，%2 秒</translation>
    </message>
    <message>
        <source>Export &amp;Proof…</source>
        <translation>导出证明(&amp;P)…</translation>
    </message>
    <message>
        <source>Save a certificate of what is proven about this position, which ttt-check verifies</source>
        <translation>将此局面已证明的结论保存为证明书，可由 ttt-check 验证</translation>
    </message>
    <message>
        <source>Export Proof</source>
        <translation>导出证明</translation>
    </message>
    <message>
        <source>Proof certificates (*.tttproof)</source>
        <translation>证明书 (*.tttproof)</translation>
    </message>
    <message>
        <source>Could not export the proof</source>
        <translation>无法导出证明</translation>
    </message>
    <message>
        <source>Writing the proof…</source>
        <translation>正在写证明…</translation>
    </message>
    <message>
        <source>%1 positions, every result proven; ttt-check verifies it.</source>
        <translation>%1 个局面，所有结果均已证明；可用 ttt-check 验证。</translation>
    </message>
    <message numerus="yes">
        <source>%1 positions; %n result(s) left out: stopped before they were proven.</source>
        <translation>
            <numerusform>%1 个局面；缺 %n 个结果：在证明之前已停止。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 positions: what was proven when the analysis stopped.</source>
        <translation>%1 个局面：分析停止时已证明的内容。</translation>
    </message>
    <message>
        <source>Proof exported to %1</source>
        <translation>证明已导出到 %1</translation>
    </message>
    <message>
        <source> It names no rules: %1 rules kept.</source>
        <translation> 它未指定规则：保留%1规则。</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>Save the changes to %1?</source>
        <translation>是否保存对 %1 的更改？</translation>
    </message>
    <message>
        <source>Changes that are not saved are lost.</source>
        <translation>未保存的更改将会丢失。</translation>
    </message>
    <message>
        <source>Restore Session</source>
        <translation>恢复会话</translation>
    </message>
    <message>
        <source>Restore the last session?</source>
        <translation>是否恢复上次的会话？</translation>
    </message>
    <message>
        <source>The window did not close normally last time. What it showed (%1) can be brought back.</source>
        <translation>窗口上次未正常关闭。可以恢复当时显示的内容（%1）。</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>game.txt</source>
        <translation>game.txt</translation>
    </message>
    <message>
        <source>Save Game As</source>
        <translation>对局另存为</translation>
    </message>
    <message>
        <source>Paste game</source>
        <translation>粘贴对局</translation>
    </message>
    <message>
        <source>The clipboard&apos;s game record cannot be read</source>
        <translation>无法读取剪贴板中的棋谱</translation>
    </message>
    <message>
        <source>Drop game</source>
        <translation>拖放对局</translation>
    </message>
    <message>
        <source>The dropped game record cannot be read</source>
        <translation>无法读取拖入的棋谱</translation>
    </message>
    <message>
        <source>Board and Rules</source>
        <translation>棋盘与规则</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>重置布局(&amp;R)</translation>
    </message>
    <message>
        <source>Put the panels and the toolbars back where they were at the first start, at their first sizes</source>
        <translation>将面板和工具栏恢复到首次启动时的位置和大小</translation>
    </message>
    <message>
        <source>Tag every empty cell with a Greek letter; cells with the same sign are the same move up to rotation and reflection</source>
        <translation>给每个空格标上希腊字母；符号相同的格在旋转和翻转意义下是同一着</translation>
    </message>
    <message>
        <source>&amp;Resume Analysis</source>
        <translation>继续分析(&amp;R)</translation>
    </message>
    <message>
        <source>Go on with the search from what it has proven</source>
        <translation>从已证明的结果处继续搜索</translation>
    </message>
    <message>
        <source>Go on with the search (Esc) from what it has proven</source>
        <translation>从已证明的结果处继续搜索（Esc）</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>%1 replied %2 before the proof: its best estimate</source>
        <translation>%1 在证明完成前应于 %2：这是它估计的最佳着法</translation>
    </message>
    <message>
        <source>Restore the last session</source>
        <translation>恢复上次的会话</translation>
    </message>
    <message>
        <source>Restored the last session</source>
        <translation>已恢复上次的会话</translation>
    </message>
    <message>
        <source>&amp;Why</source>
        <translation>原因(&amp;W)</translation>
    </message>
    <message>
        <source>Why the position or the move under the pointer has its result, from its proof, with the proof explorer</source>
        <translation>根据证明说明局面或鼠标所指的着法为何得出这一结果，并附有证明浏览器</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Show &amp;Sharpness</source>
        <translation>显示尖锐度(&amp;S)</translation>
    </message>
    <message>
        <source>Mark the only move that keeps the result with !, and each tie with the replies that lose against it (6/22: 6 of 22 replies lose)</source>
        <translation>用 ! 标出唯一能保持结果的着法，并为每个导致平局的着法标出对方会输的应着数（6/22：22 种应着中有 6 种会输）</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Why&lt;/h3&gt;&lt;p&gt;View › Why (Ctrl+I) explains the move under the pointer, or the position, from its proof: a win&apos;s forcing line (threats and the blocks they force, numbered on the board, to a double threat), a tie&apos;s pairs drawn as dominoes (when one side takes a cell of a pair, the other takes its partner), or the answer to each reply. The proof explorer steps into the proof; choose an item to see its position on the board. The tooltip says when a move is the only one that keeps the result, and how many of the other side&apos;s replies lose against a tie; View › Show Sharpness puts the same on the board.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;原因&lt;/h3&gt;&lt;p&gt;视图 › 原因（Ctrl+I）根据证明解释指针所指的着法或整个局面：必胜时给出强制着法序列（威胁及其迫使的堵截，在棋盘上按顺序编号，直到双重威胁），平局时把配对的格子画成骨牌（一方占据某一对中的一格，另一方就占另一格），否则给出对每种应着的回应。证明浏览器可以深入证明内部；选中一项即可在棋盘上看到对应的局面。工具提示会说明某着是否是保住结果的唯一着法，以及对于平局着法，对方有多少应着会输；视图 › 显示尖锐度会把这些也显示在棋盘上。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>No sharpness to show yet</source>
        <translation>尚无可显示的尖锐度</translation>
    </message>
    <message>
        <source>No sharpness to show</source>
        <translation>没有可显示的尖锐度</translation>
    </message>
    <message>
        <source>The badges need the position&apos;s result proven, then its moves&apos; results; the search has not proven it yet.</source>
        <translation>这些标记需要先证明局面的结果，再证明各着的结果；搜索尚未证明局面的结果。</translation>
    </message>
    <message>
        <source>On a board this big that can take hours; a position a few moves further on is proven sooner.</source>
        <translation>在这么大的棋盘上可能需要几个小时；再往后走几着的局面会更快得到证明。</translation>
    </message>
    <message>
        <source>Line-score results are scores: no move keeps or throws away a win or a tie, so none is sharp.</source>
        <translation>连线计分的结果是分数：没有哪一着会保住或葬送胜局或平局，所以没有尖锐的着法。</translation>
    </message>
    <message>
        <source>This position has no move to judge: the game is over, or no game reaches it.</source>
        <translation>此局面没有可评判的着法：对局已结束，或实际对局不会出现此局面。</translation>
    </message>
    <message>
        <source>In training the badges show once a move has been played here.</source>
        <translation>训练模式下，在此处走出一着后才显示这些标记。</translation>
    </message>
    <message>
        <source>The analysis of this board waits for you</source>
        <translation>此棋盘的分析等你来启动</translation>
    </message>
    <message>
        <source>No proof is expected here, and the search takes every core while it runs.</source>
        <translation>此处预计无法完成证明，而且搜索运行期间会占用所有核心。</translation>
    </message>
    <message>
        <source>It takes %1, every core while it runs.</source>
        <translation>需要%1，运行期间会占用所有核心。</translation>
    </message>
    <message>
        <source>The last search of this board did not finish</source>
        <translation>此棋盘上次的搜索没有完成</translation>
    </message>
    <message>
        <source>What it proved is shown (%1); it goes on when you ask.</source>
        <translation>已显示它证明的结果（%1）；你要求时即继续搜索。</translation>
    </message>
    <message>
        <source>Resume Analysis</source>
        <translation>继续分析</translation>
    </message>
    <message>
        <source>First Move</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>This game was started by %1. Start a new game with %2 first?</source>
        <translation>此对局由 %1 先走。是否开始一局由 %2 先走的新对局？</translation>
    </message>
    <message>
        <source>A new game starts from an empty board. Keeping this game analyses it as a what-if: %1 still moves first in it, and no game that %2 starts reaches its positions.</source>
        <translation>新对局从空棋盘开始。保留此对局则按假设分析：其中仍由 %1 先走，而由 %2 先走的对局不会出现它的局面。</translation>
    </message>
    <message>
        <source>&amp;New Game, %1 First</source>
        <translation>新对局，%1 先走(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Keep as a What-If</source>
        <translation>作为假设保留(&amp;K)</translation>
    </message>
    <message>
        <source>The proof is exported once the analysis is done</source>
        <translation>分析完成后才会导出证明</translation>
    </message>
    <message>
        <source>Export What Is Proven Now</source>
        <translation>立即导出已证明的部分</translation>
    </message>
    <message>
        <source>It waits for every move to be proven: %1.</source>
        <translation>要等所有着法都证明完毕：%1。</translation>
    </message>
    <message>
        <source>New game, %1 moves first</source>
        <translation>新对局，%1 先走</translation>
    </message>
    <message>
        <source>The computer plays the best move for the side to move: the game&apos;s first move too</source>
        <translation>由电脑为走棋方走出最佳着法，对局的第一着也可以</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <comment>a line by its two ends</comment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1 wins: %2 completed %3</source>
        <comment>misère: winner, loser, line</comment>
        <translation>%1 胜：%2 连成了 %3</translation>
    </message>
    <message>
        <source>%1 wins: %2</source>
        <comment>winner: the line completed</comment>
        <translation>%1 胜：连成 %2</translation>
    </message>
    <message>
        <source>A tie: the board is full, as many o lines as x lines</source>
        <translation>平局：棋盘已满，o 与 x 的连线数相同</translation>
    </message>
    <message>
        <source>A tie: the board is full</source>
        <translation>平局：棋盘已满</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) takes the last move back; File › New Board (Ctrl+N) starts again.</source>
        <translation>撤销（Ctrl+Z）可收回最后一着；“文件 › 新建棋盘”（Ctrl+N）可重新开始。</translation>
    </message>
    <message>
        <source>No moves yet: in Play mode (Ctrl+M) each click plays a move of the game, and Play Best Move (Ctrl+B) lets the computer play one, the first move too.</source>
        <translation>尚无着法：在对弈模式（Ctrl+M）下，每次单击走出对局的一着；“走最佳着法”（Ctrl+B）可让电脑走一着，第一着也可以。</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>search figures · what to expect</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Kept from the last run: %1</source>
        <comment>search figures</comment>
        <translation>上次运行保留的结果：%1</translation>
    </message>
    <message>
        <source>Not started: %1</source>
        <comment>what to expect</comment>
        <translation>未开始：%1</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>未开始</translation>
    </message>
    <message>
        <source>Playing, with perfect replies: %1 lets the computer start</source>
        <translation>对弈中，对方完美应着：按 %1 可让电脑先走</translation>
    </message>
    <message>
        <source>Playing: a click plays; %1 lets the computer move</source>
        <translation>对弈中：单击落子；按 %1 可让电脑走棋</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins: the board is full, %n line(s) ahead</source>
        <comment>line-score</comment>
        <translation>
            <numerusform>%1 胜：棋盘已满，领先 %n 条连线</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;h3&gt;Setting up&lt;/h3&gt;&lt;p&gt;A left click cycles a cell empty → x → o → empty; a right click goes the other way.&lt;/p&gt;&lt;p&gt;Arrow keys move the focus ring; &lt;b&gt;x&lt;/b&gt; and &lt;b&gt;o&lt;/b&gt; put that mark on the focus cell, and &lt;b&gt;.&lt;/b&gt;, Space or Delete empty it. Enter acts like a left click.&lt;/p&gt;&lt;h3&gt;Playing&lt;/h3&gt;&lt;p&gt;In Play mode (Ctrl+M) a click plays the side to move&apos;s mark. With Perfect Reply (Ctrl+R) the other side answers with its best move. Play Best Move (Ctrl+B, ★ Best Move on the toolbar) lets the computer play the side to move: at the start, the computer moves first. A game played to its end says how it ended.&lt;/p&gt;&lt;h3&gt;Reading the board&lt;/h3&gt;&lt;p&gt;Each empty cell shows what playing there leads to for the side to move: &lt;b&gt;Win&lt;/b&gt; (blue), &lt;b&gt;Tie&lt;/b&gt; (grey) or &lt;b&gt;Lose&lt;/b&gt; (orange), with the number of plies until the game ends under best play. Stronger shades are faster results; ★ marks the best moves. Hover a cell to see the best continuation as numbered marks, and in the Analysis panel how many games can still follow that move.&lt;/p&gt;&lt;p&gt;Under &lt;b&gt;Line-score&lt;/b&gt; rules each empty cell shows the final score instead, o lines minus x lines: blue where o ends ahead, orange where x does, grey when level.&lt;/p&gt;&lt;p&gt;The letters and numbers around the board name the cells, as the panel and the status bar do, rows counted from the bottom as gomoku and chess players count them: a1 is the bottom-left corner, c2 the third column of the second row from the bottom. A small triangle in a tile&apos;s corner marks the last move played.&lt;/p&gt;&lt;p&gt;A small Greek letter in a cell&apos;s corner groups alike moves: cells with the same sign lead to the same position turned or flipped. Position › Rotate and Flip move the marks.&lt;/p&gt;&lt;h3&gt;Rules and side to move&lt;/h3&gt;&lt;p&gt;Choose &lt;b&gt;Classic&lt;/b&gt;, &lt;b&gt;Misère&lt;/b&gt; (completing a line loses) or &lt;b&gt;Line-score&lt;/b&gt; on the toolbar or in Position › Rules, and who moves first. &lt;b&gt;What if&lt;/b&gt; in the Analysis panel names the side to move whatever the counts say: a board no game reaches is then analysed anyway, with its problems as warnings.&lt;/p&gt;&lt;h3&gt;Bigger boards&lt;/h3&gt;&lt;p&gt;File › New Board (or Board on the toolbar) picks a size from 3×3 to 8×8 and how many in a row win. Bigger boards are searched in the background: striped cells are not proven yet (≥T at least a tie, ≤T at most a tie, ? nothing known) and take their colour as they are proven. The New Board dialog says what to expect of each board: at once, seconds, minutes, or no proof expected. The status bar shows the progress; Esc stops the search, keeping what it has proven, and resumes it. A window that opens on a search left unfinished, or on one that takes minutes, waits for Resume. ~ before the plies marks those of the line found, on boards of more than 16 cells.&lt;/p&gt;&lt;h3&gt;Games&lt;/h3&gt;&lt;p&gt;The moves played in Play mode make a game, listed in the Game panel with the grade of each move: ✓ best, ?! inaccuracy (the same result, but a win that comes later or a loss that comes sooner), ? mistake, ?? blunder (the tooltip says why). Click a move to see the position after it; ←/→ in the list (Alt+←/→ anywhere) step through the game, F8 and Shift+F8 go to the next and previous mistake. Playing another move at an earlier point opens a variation; Game › Make Main Line and Delete Move edit them. The graph shows the result for x after every move (the heatmap&apos;s is the side to move&apos;s); point at one to read it. In Training mode (Ctrl+T) the answers stay hidden until you have played.&lt;/p&gt;&lt;h3&gt;Text&lt;/h3&gt;&lt;p&gt;Boards are rows of x, o and . (or - and _), or one line like &lt;tt&gt;xoo/.x./..x&lt;/tt&gt;, after an optional line such as &lt;tt&gt;# k=5 rules=misere&lt;/tt&gt;; a board whose text names no rules keeps the window&apos;s. Copy, paste, open, save, or drop a file or text on the window.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;摆棋&lt;/h3&gt;&lt;p&gt;左键单击使格子按 空 → x → o → 空 循环切换；右键单击按相反方向切换。&lt;/p&gt;&lt;p&gt;方向键移动焦点框；&lt;b&gt;x&lt;/b&gt; 和 &lt;b&gt;o&lt;/b&gt; 在焦点格放上相应棋子，&lt;b&gt;.&lt;/b&gt;、空格键或 Delete 清空该格。Enter 相当于左键单击。&lt;/p&gt;&lt;h3&gt;对弈&lt;/h3&gt;&lt;p&gt;在对弈模式（Ctrl+M）下，单击为走棋方落子。开启完美应着（Ctrl+R）时，对方以最佳着法应对。“走最佳着法”（Ctrl+B，即工具栏上的 ★ 最佳着法）让电脑替走棋方走棋：在开局时使用，则由电脑先走。下完的对局会说明它是如何结束的。&lt;/p&gt;&lt;h3&gt;解读棋盘&lt;/h3&gt;&lt;p&gt;每个空格显示走棋方下在该处的结果：&lt;b&gt;胜&lt;/b&gt;（蓝色）、&lt;b&gt;平局&lt;/b&gt;（灰色）或&lt;b&gt;负&lt;/b&gt;（橙色），并附有双方走最佳着法时到终局的步数。颜色越深，结果来得越快；★ 标记最佳着法。鼠标悬停在格上，会以编号棋子显示最佳后续，分析面板中还会显示走该着之后仍可能出现多少局对局。&lt;/p&gt;&lt;p&gt;在&lt;b&gt;连线计分&lt;/b&gt;规则下，每个空格改为显示终局比分，即 o 的连线数减 x 的连线数：o 最终领先为蓝色，x 领先为橙色，持平为灰色。&lt;/p&gt;&lt;p&gt;棋盘四周的字母和数字为各格命名，与面板和状态栏中的名称一致：行号与五子棋和国际象棋一样从下往上数：a1 是左下角，c2 是从下数第 2 行第 3 列。格子角上的小三角形标记最后走的一着。&lt;/p&gt;&lt;p&gt;格子角上的小希腊字母把等价着法归为一组：符号相同的格通向的局面经旋转或翻转后相同。“局面 › 旋转”和“翻转”可移动棋子。&lt;/p&gt;&lt;h3&gt;规则与走棋方&lt;/h3&gt;&lt;p&gt;在工具栏或“局面 › 规则”中选择&lt;b&gt;经典&lt;/b&gt;、&lt;b&gt;反井字&lt;/b&gt;（连成一线者负）或&lt;b&gt;连线计分&lt;/b&gt;，以及谁先走。分析面板中的&lt;b&gt;假设轮到&lt;/b&gt;可不论棋子数指定走棋方：这样即使实际对局不会出现的棋盘也照样分析，其问题显示为警告。&lt;/p&gt;&lt;h3&gt;更大的棋盘&lt;/h3&gt;&lt;p&gt;“文件 › 新建棋盘”（或工具栏上的“棋盘”）可选择 3×3 到 8×8 的尺寸以及连成几子获胜。较大的棋盘在后台搜索：带条纹的格尚未证明（≥和 至少平局，≤和 至多平局，? 尚无结论），证明后即着色。“新建棋盘”对话框会说明每种棋盘的预期：立即、数秒、数分钟，或预计无法证明。状态栏显示进度；按 Esc 停止搜索并保留已证明的结果，再按一次则继续搜索。窗口打开时若遇到上次未完成的搜索或需要数分钟的搜索，会等你点“继续”后才开始。在超过 16 格的棋盘上，步数前的 ~ 表示这是已找到的变化的步数。&lt;/p&gt;&lt;h3&gt;对局&lt;/h3&gt;&lt;p&gt;在对弈模式下走出的着法构成一局对局，列在对局面板中，并给每着评级：✓ 最佳，?! 欠佳（结果相同，但胜得更晚或负得更早），? 错着，?? 大错（工具提示会说明原因）。单击一着可查看走完后的局面；在列表中按 ←/→（在任何位置按 Alt+←/→）可逐着浏览，F8 和 Shift+F8 跳到下一个和上一个错着。在较早的位置走另一着会开出一个变化；“对局 › 设为主线”和“删除此着”可编辑变化。评估图显示每着之后 x 的结果（热图显示的则是走棋方的结果）；将鼠标指向一个点即可查看其内容。在训练模式（Ctrl+T）下，答案在你走棋之前一直隐藏。&lt;/p&gt;&lt;h3&gt;文本&lt;/h3&gt;&lt;p&gt;棋盘由若干行 x、o 和 .（或 - 和 _）组成，或写成 &lt;tt&gt;xoo/.x./..x&lt;/tt&gt; 这样的单行，前面可加一行如 &lt;tt&gt;# k=5 rules=misere&lt;/tt&gt; 的设置；文本中未指定规则的棋盘沿用窗口当前的规则。可以复制、粘贴、打开、保存，或把文件或文本拖放到窗口上。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Board &amp;Look</source>
        <translation>棋盘外观(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Automatic (Stones beyond 8×8)</source>
        <translation>自动(&amp;A)（大于 8×8 时用棋子）</translation>
    </message>
    <message>
        <source>&amp;Tiles with x and o</source>
        <translation>x 与 o 方格(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Stones on a Go Board (x Black, o White)</source>
        <translation>棋盘上的棋子(&amp;S)（x 黑，o 白）</translation>
    </message>
    <message>
        <source>&amp;Exact Rules (Exactly k in a Row)</source>
        <translation>精确规则(&amp;E)（恰好 k 子连线）</translation>
    </message>
    <message>
        <source>%1 replied %2, a proven forced win</source>
        <translation>%1 应于 %2，这是已证明的强制取胜</translation>
    </message>
    <message>
        <source>%1 replied %2, the estimate&apos;s best move: no forced win was found</source>
        <translation>%1 应于 %2，这是估计的最佳着法：未找到强制取胜</translation>
    </message>
    <message>
        <source>&amp;Threat Search on Big Boards</source>
        <translation>大棋盘的威胁搜索(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Quick (Half a Million Positions)</source>
        <translation>快速(&amp;Q)（50 万个局面）</translation>
    </message>
    <message>
        <source>&amp;Normal (4 Million Positions)</source>
        <translation>普通(&amp;N)（400 万个局面）</translation>
    </message>
    <message>
        <source>T&amp;horough (32 Million Positions)</source>
        <translation>彻底(&amp;H)（3200 万个局面）</translation>
    </message>
    <message>
        <source>How many positions the search for forced wins by threats may spend on a board of more than 64 cells</source>
        <translation>在超过 64 格的棋盘上，以威胁搜索强制取胜时可用的局面数</translation>
    </message>
    <message>
        <source>Threat search ended: %1</source>
        <comment>search figures</comment>
        <translation>威胁搜索已结束：%1</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>另存为</translation>
    </message>
    <message>
        <source>%1 cannot hold all of this game.</source>
        <translation>%1 无法保存这局棋的全部内容。</translation>
    </message>
    <message>
        <source>A file of this kind leaves out %1. Save it anyway, or cancel and save as a .txt file, which keeps everything.</source>
        <translation>这种文件会丢掉%1。仍然保存，或者取消并另存为能保留全部内容的 .txt 文件。</translation>
    </message>
    <message>
        <source>&amp;Save Anyway</source>
        <translation>仍然保存(&amp;S)</translation>
    </message>
    <message>
        <source>%1 was stopped</source>
        <translation>%1 已被停止</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation>引擎(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Add Engine…</source>
        <translation>添加引擎(&amp;A)…</translation>
    </message>
    <message>
        <source>Add a Piskvork (Gomocup) brain, such as Rapfi or pbrain-ttt, to consult on gomoku positions</source>
        <translation>添加一个 Piskvork（Gomocup）引擎（如 Rapfi 或 pbrain-ttt），用来咨询五子棋局面</translation>
    </message>
    <message>
        <source>&amp;Remove Engine</source>
        <translation>移除引擎(&amp;R)</translation>
    </message>
    <message>
        <source>Consult</source>
        <translation>咨询</translation>
    </message>
    <message>
        <source>&amp;No Engine</source>
        <translation>不用引擎(&amp;N)</translation>
    </message>
    <message>
        <source>Consult no other engine: the board shows the analyzer&apos;s proofs only</source>
        <translation>不咨询其他引擎：棋盘上只显示分析器的证明</translation>
    </message>
    <message>
        <source>Engine &amp;Plays the Other Side</source>
        <translation>引擎执另一方(&amp;P)</translation>
    </message>
    <message>
        <source>In Play mode, the engine consulted answers every move you play, instead of the perfect reply</source>
        <translation>在对弈模式中，由所咨询的引擎应对你下的每一步，代替完美应对</translation>
    </message>
    <message>
        <source>Engine &amp;Thinks For</source>
        <translation>引擎思考时间(&amp;T)</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>Consult %1 (%2) on the position shown: its move, marked with a diamond, and what it says of the position</source>
        <translation>就当前局面咨询 %1（%2）：它的着法以菱形标出，并显示它对局面的说明</translation>
    </message>
    <message>
        <source>Take %1 off this list (the program itself stays where it is)</source>
        <translation>把 %1 从列表中移除（程序本身保留在原处）</translation>
    </message>
    <message>
        <source>Add Engine</source>
        <translation>添加引擎</translation>
    </message>
    <message>
        <source>Piskvork brains (pbrain-*);;All files (*)</source>
        <translation>Piskvork 引擎 (pbrain-*);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1 was not added</source>
        <translation>未添加 %1</translation>
    </message>
    <message>
        <source>%1 is not a program this system can run.</source>
        <translation>%1 不是本系统可以运行的程序。</translation>
    </message>
    <message>
        <source>Starting %1…</source>
        <translation>正在启动 %1…</translation>
    </message>
    <message>
        <source>Added %1; it is consulted on the position shown.</source>
        <translation>已添加 %1；当前局面会咨询它。</translation>
    </message>
    <message>
        <source>Playing against %1</source>
        <translation>正在与 %1 对弈</translation>
    </message>
    <message>
        <source>%1 is to play first; its move comes within the time it thinks.</source>
        <translation>先轮到 %1 下；它的着法会在思考时间内给出。</translation>
    </message>
    <message>
        <source>Renju is five in a row on a board of at least %1 cells, such as 15×15; on %2 the rules are Classic.</source>
        <translation>连珠是在至少 %1 格的棋盘（如 15×15）上下的五子棋；在%2上规则为经典。</translation>
    </message>
    <message>
        <source>&amp;Renju Rules (Five in a Row, 15×15)</source>
        <translation>连珠规则(&amp;R)（五子连线，15×15）</translation>
    </message>
    <message>
        <source>%1 may not play %2 under renju (%3).</source>
        <comment>%1 is black&apos;s name (Black, or x on tiles); %3 says why: double three: the lines …</comment>
        <translation>连珠规则下%1不能下在 %2（%3）。</translation>
    </message>
    <message>
        <source>%1: forbidden to %2 under renju (%3); playing it loses.</source>
        <comment>%2 is black&apos;s name (Black, or x on tiles); %3 says why: double three: the lines …</comment>
        <translation>%1：连珠规则下%2的禁手（%3）；下在这里即判负。</translation>
    </message>
    <message>
        <source>Boards and games (*.txt *.ttt *.psq *.sgf *.lib);;Piskvork games (*.psq);;SGF games (*.sgf);;RenLib libraries (*.lib);;All files (*)</source>
        <translation>棋盘和棋谱 (*.txt *.ttt *.psq *.sgf *.lib);;Piskvork 棋谱 (*.psq);;SGF 棋谱 (*.sgf);;RenLib 库 (*.lib);;所有文件 (*)</translation>
    </message>
    <message>
        <source>A RenLib library is read, never written. Save the game as .sgf, which keeps its variations and comments, or as .txt.</source>
        <translation>RenLib 库只读不写。请将对局保存为 .sgf（保留变化和注释）或 .txt。</translation>
    </message>
    <message>
        <source>Omok is five in a row on a board of at least %1 cells, such as 15×15; on %2 the rules are Classic.</source>
        <translation>韩国五子棋规则用于至少 %1 格的棋盘（如 15×15）上的五子连珠；在 %2 上按经典规则。</translation>
    </message>
    <message>
        <source>&amp;Omok Rules (Korean, Five in a Row, 15×15)</source>
        <translation>韩国五子棋规则(&amp;O)（五子连珠，15×15）</translation>
    </message>
    <message>
        <source>%1 may not play %2 under omok (%3).</source>
        <comment>%1 is the side&apos;s name (Black, or x on tiles); %3 says why: double three: the lines …</comment>
        <translation>按韩国五子棋规则，%1 不能下在 %2（%3）。</translation>
    </message>
    <message>
        <source>%1: forbidden to %2 under omok (%3); playing it loses.</source>
        <comment>%2 is the side&apos;s name (Black, or x on tiles); %3 says why: double three: the lines …</comment>
        <translation>%1：按韩国五子棋规则为%2的禁手（%3）；下了就输。</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Close this message</source>
        <translation>关闭此消息</translation>
    </message>
    <message>
        <source>Close message</source>
        <translation>关闭消息</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>Move</source>
        <translation>着法</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>评级</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>着法列表</translation>
    </message>
    <message>
        <source>The moves of the game with their grades; click one to see the position after it. ←/→ step through the line, Home/End jump to its start and end.</source>
        <translation>对局的着法及其评级；单击一着可查看走完后的局面。←/→ 沿当前线路逐着移动，Home/End 跳到开头和末尾。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开局</translation>
    </message>
    <message>
        <source>The position the game starts from</source>
        <translation>对局的起始局面</translation>
    </message>
    <message>
        <source>…</source>
        <comment>a grade not proven yet</comment>
        <translation>…</translation>
    </message>
    <message>
        <source>Not graded yet: the position before it is not proven</source>
        <translation>尚未评级：此着之前的局面尚未证明</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>symbol, word</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a grade, then &apos;only move!&apos;</comment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>a grade&apos;s sentence, then the only-move note</comment>
        <translation>%1。%2</translation>
    </message>
    <message>
        <source>–</source>
        <comment>no grade: nothing proven about the move</comment>
        <translation>–</translation>
    </message>
    <message>
        <source>Not graded: the search proved no forced win before this move and no loss by it</source>
        <translation>未评级：搜索既未证明此着之前的必胜，也未证明此着导致的负局</translation>
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
        <translation>终局后</translation>
    </message>
    <message>
        <source>Not graded: a forbidden move before it lost the game (the record goes on, as when nobody points such a move out)</source>
        <translation>不作评价：此前的禁手已使对局告负（棋谱继续记录，如同无人指出该禁手）</translation>
    </message>
    <message>
        <source>forbidden</source>
        <comment>the grade of a move its side may not play (renju)</comment>
        <translation>禁手</translation>
    </message>
    <message>
        <source>%1 may not play %2 under omok (%3): %1 loses the game here.</source>
        <comment>%1 is the side&apos;s name (Black, or x on tiles); %3 says why: double three: the lines …</comment>
        <translation>按韩国五子棋规则，%1 不能下在 %2（%3）：%1 在此告负。</translation>
    </message>
    <message>
        <source>%1 may not play %2 under renju (%3): %1 loses the game here.</source>
        <comment>%1 is black&apos;s name (Black, or x on tiles); %3 says why: double three: the lines …</comment>
        <translation>按连珠规则，%1 不能下在 %2（%3）：%1 在此告负。</translation>
    </message>
</context>
<context>
    <name>NewBoardDialog</name>
    <message>
        <source>Tic-tac-toe: %1</source>
        <translation>井字棋：%1</translation>
    </message>
    <message>
        <source>New Board</source>
        <translation>新建棋盘</translation>
    </message>
    <message>
        <source>Common games</source>
        <translation>常见棋盘</translation>
    </message>
    <message>
        <source>Another size</source>
        <translation>其他尺寸</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>尺寸</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>列数(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>行数(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;In a row to win:</source>
        <translation>连成几子获胜(&amp;I)：</translation>
    </message>
    <message>
        <source>How many marks in a row, column or diagonal win: from 3 to the longer side of the board</source>
        <translation>在一行、一列或一条斜线上连成几子获胜：从 3 到棋盘较长边的格数</translation>
    </message>
    <message>
        <source>Measured on the empty board, every move proven with two threads on a 2-core machine: a position with marks on it often goes faster, a slower computer takes longer.</source>
        <translation>在空棋盘上、用双核机器的两个线程证明每一着时测得：已有棋子的局面通常更快，较慢的电脑则更久。</translation>
    </message>
    <message>
        <source>Gomocup %1, free-style</source>
        <comment>the engine tournament&apos;s board</comment>
        <translation>Gomocup %1，无禁手</translation>
    </message>
    <message>
        <source>Gomoku %1, standard (exactly five)</source>
        <translation>五子棋 %1，标准（恰好五子）</translation>
    </message>
    <message>
        <source>Gomoku %1, free-style</source>
        <translation>五子棋 %1，无禁手</translation>
    </message>
    <message>
        <source>Gomocup %1</source>
        <comment>the engine tournament&apos;s board</comment>
        <translation>Gomocup %1</translation>
    </message>
    <message>
        <source>Standard %1</source>
        <comment>standard gomoku: exactly five in a row wins</comment>
        <translation>标准 %1</translation>
    </message>
    <message>
        <source>Gomoku %1</source>
        <translation>五子棋 %1</translation>
    </message>
    <message>
        <source>%1 under the %2 rules: %3</source>
        <comment>board, rules name, what they say</comment>
        <translation>%1，%2规则：%3</translation>
    </message>
    <message>
        <source>Renju %1 (black&apos;s forbidden moves)</source>
        <translation>连珠 %1（黑方禁手）</translation>
    </message>
    <message>
        <source>Renju %1</source>
        <translation>连珠 %1</translation>
    </message>
    <message>
        <source>Omok %1 (Korean: no double three for either side)</source>
        <translation>韩国五子棋 %1（双方都禁三三）</translation>
    </message>
    <message>
        <source>Omok %1</source>
        <comment>Korean omok</comment>
        <translation>韩国五子棋 %1</translation>
    </message>
</context>
<context>
    <name>PositionModel</name>
    <message>
        <source>Clear %1</source>
        <translation>清除%1</translation>
    </message>
    <message>
        <source>Put %1 on %2</source>
        <translation>在%2放 %1</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>清空棋盘</translation>
    </message>
    <message>
        <source>New %1 board, %2</source>
        <translation>新建 %1 棋盘，%2</translation>
    </message>
    <message>
        <source>Make %1 the main line</source>
        <translation>将 %1 设为主线</translation>
    </message>
    <message>
        <source>Delete %1 and the moves after it</source>
        <translation>删除 %1 及其后的着法</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 下在%2</translation>
    </message>
    <message>
        <source>%1 plays %2, %3 replies %4</source>
        <translation>%1 下在%2，%3 应于%4</translation>
    </message>
    <message>
        <source>%1, %2 replies %3</source>
        <translation>%1，%2 应于%3</translation>
    </message>
    <message>
        <source>What if %1 is to move</source>
        <translation>假设轮到 %1 走</translation>
    </message>
    <message>
        <source>Side to move by the counts</source>
        <translation>按棋子数定走棋方</translation>
    </message>
    <message>
        <source>The proof was not written: the board changed before its analysis finished.</source>
        <translation>未写出证明：分析完成前棋盘已改变。</translation>
    </message>
    <message>
        <source>The proof was not written: the analysis was stopped, or the board changed, before it began.</source>
        <translation>未写出证明：开始之前分析已停止或棋盘已改变。</translation>
    </message>
</context>
<context>
    <name>SearchEstimate</name>
    <message>
        <source>Answered at once from a table of every position.</source>
        <translation>直接查所有局面的表，立即得出结果。</translation>
    </message>
    <message>
        <source>Every move is proven at once (in under a second when measured).</source>
        <translation>每一着都立即得到证明（测得用时不到一秒）。</translation>
    </message>
    <message>
        <source>Every move is proven in about %1; each cell takes its colour as it is proven.</source>
        <translation>约 %1 即可证明每一着；每个格一经证明即着色。</translation>
    </message>
    <message>
        <source>Every move is proven in about %1: each cell takes its colour as it is proven, and Stop (Esc) keeps what is proven.</source>
        <translation>约 %1 可证明每一着：每个格一经证明即着色，停止（Esc）会保留已证明的结果。</translation>
    </message>
    <message>
        <source>No proof expected: when measured, the search of every move was stopped unfinished after %1. The heatmap shows what is proven as it goes; Stop (Esc) keeps it.</source>
        <translation>预计无法证明：测量时，每一着的搜索在 %1 后仍未完成而被停止。热图会随搜索显示已证明的结果；停止（Esc）会将其保留。</translation>
    </message>
    <message>
        <source>No proof expected: no board this large was measured. The heatmap shows what is proven as it goes; Stop (Esc) keeps it.</source>
        <translation>预计无法证明：没有测量过这么大的棋盘。热图会随搜索显示已证明的结果；停止（Esc）会将其保留。</translation>
    </message>
    <message>
        <source>(From %1, the nearest board measured.)</source>
        <translation>（依据测量过的最接近的棋盘：%1。）</translation>
    </message>
    <message>
        <source>%1 rules: %2</source>
        <comment>rules: what to expect</comment>
        <translation>%1规则：%2</translation>
    </message>
    <message>
        <source>at once</source>
        <translation>立即</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>数秒</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>约 %1</translation>
    </message>
    <message>
        <source>no proof expected</source>
        <translation>预计无法证明</translation>
    </message>
    <message>
        <source>about %1 in all</source>
        <translation>总共约 %1</translation>
    </message>
    <message>
        <source>no proof expected; what is proven shows as it goes</source>
        <translation>预计无法证明；已证明的结果随时显示</translation>
    </message>
    <message>
        <source>Too big to prove every move to the end: each move is searched for a win by force (fours and threes, as gomoku players count threats) and for the other side&apos;s, in a few seconds; every such proof can be exported and checked. The other moves get an estimate, marked as one.</source>
        <translation>太大，无法把每一着都证明到底：几秒内为每一着搜索强制取胜（以五子棋的冲四与活三等威胁）以及对方的强制取胜；每个这样的证明都可导出并检验。其余着法给出估计值，并标明是估计。</translation>
    </message>
    <message>
        <source>(Measured under the classic rules.)</source>
        <translation>（在经典规则下测得。）</translation>
    </message>
    <message>
        <source>threats proven, the rest estimated</source>
        <translation>威胁已证明，其余为估计</translation>
    </message>
    <message>
        <source>forced wins by threats; the rest estimated</source>
        <translation>以威胁证明强制取胜，其余为估计</translation>
    </message>
</context>
<context>
    <name>WhyPanel</name>
    <message>
        <source>Explain the Position</source>
        <translation>解释局面</translation>
    </message>
    <message>
        <source>Explain the position&apos;s result; point at an empty cell to explain that move</source>
        <translation>解释局面的结果；将鼠标指向空格可解释该着法</translation>
    </message>
    <message>
        <source>Proof explorer</source>
        <translation>证明浏览器</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>着法</translation>
    </message>
    <message>
        <source>Open a position to see the proof&apos;s move there, or every reply and how it is answered; choose one to see it on the board</source>
        <translation>展开一个局面，可查看证明在该处所走的着法，或对方的每种应着及其应对；选中一项即可在棋盘上查看</translation>
    </message>
    <message>
        <source>Not proven yet: the explanation comes as soon as the search proves this result.</source>
        <translation>尚未证明：搜索一旦证明此结果，就会显示解释。</translation>
    </message>
    <message>
        <source>Making the proof… %L1 positions so far</source>
        <translation>正在生成证明… 目前已有 %L1 个局面</translation>
    </message>
    <message>
        <source>Making the proof…</source>
        <translation>正在生成证明…</translation>
    </message>
    <message>
        <source>This proof has more than %L1 positions, too many to explain here. ttt-solve analyze --certificate writes it whole, and ttt-check verifies it.</source>
        <translation>此证明超过 %L1 个局面，太大，无法在此解释。ttt-solve analyze --certificate 可写出完整证明，ttt-check 可对其进行验证。</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <comment>a claim of the proof; %1 a side</comment>
        <translation>%1 胜</translation>
    </message>
    <message>
        <source>%1 holds at least a tie</source>
        <comment>a claim of the proof</comment>
        <translation>%1 至少平局</translation>
    </message>
    <message>
        <source>%1. %2 %3</source>
        <comment>a move of the proof: number, side, cell</comment>
        <translation>%1. %2 %3</translation>
    </message>
    <message>
        <source>as if without %1</source>
        <comment>an extra mark never hurts; %1 cells</comment>
        <translation>视作没有 %1</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <comment>how a reply is answered: the rule, side, cell</comment>
        <translation>%1：%2 %3</translation>
    </message>
    <message>
        <source>%1: as %2</source>
        <comment>a dead cell answered as another reply: the rule, cell</comment>
        <translation>%1：同 %2</translation>
    </message>
    <message>
        <source>The proof was stopped before it was done. Point at the move again once the analysis has gone on, or at another move.</source>
        <translation>证明在完成前被停止。请在分析继续之后重新指向这一着，或指向另一着。</translation>
    </message>
    <message>
        <source>as if the other side also had %1</source>
        <comment>an extra mark never hurts; %1 cells</comment>
        <translation>视作对方还占有 %1</translation>
    </message>
    <message>
        <source>as if without %1 and the other side also had %2</source>
        <comment>an extra mark never hurts; %1 and %2 cells</comment>
        <translation>视作没有 %1，且对方还占有 %2</translation>
    </message>
    <message>
        <source>Then held by</source>
        <translation>之后成立的依据</translation>
    </message>
    <message>
        <source>Nothing to explain: line-score results are scores, not the wins and ties a proof backs.</source>
        <translation>没有可解释的内容：连线计分的结果是分数，而不是有证明支持的胜局与平局。</translation>
    </message>
    <message>
        <source>Nothing to explain yet: in training the explanation shows once a move has been played here.</source>
        <translation>暂无可解释的内容：训练模式下，在此处走出一着后才显示解释。</translation>
    </message>
    <message>
        <source>Nothing to explain: the game is over, and no move is left.</source>
        <translation>没有可解释的内容：对局已结束，没有剩下的着法。</translation>
    </message>
    <message>
        <source>Nothing to explain: no game reaches this position, so it has no result (What if analyses it anyway).</source>
        <translation>没有可解释的内容：实际对局不会出现此局面，因此它没有结果（用“假设轮到”仍可分析）。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a claim of the proof, then what holds it</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 never loses here</source>
        <comment>misère: the place that shows why; %1 a side</comment>
        <translation>%1 在此不会输</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>the board fills up between %1 and %2 (not proven yet)</source>
        <translation>棋盘填满时比分在 %1 到 %2 之间（尚未证明）</translation>
    </message>
    <message>
        <source>at least a tie for %1</source>
        <translation>%1 至少平局</translation>
    </message>
    <message>
        <source>at most a tie for %1</source>
        <translation>%1 至多平局</translation>
    </message>
    <message>
        <source>not known yet</source>
        <translation>尚无结论</translation>
    </message>
    <message>
        <source>%1 wins (in %2 along the line found)</source>
        <translation>%1 胜（按已找到的变化需 %2）</translation>
    </message>
    <message>
        <source>%1 wins in 1 ply</source>
        <translation>%1 一步即胜</translation>
    </message>
    <message>
        <source>%1 wins in %2 plies</source>
        <translation>%1 在 %2 步内获胜</translation>
    </message>
    <message>
        <source>a tie with best play</source>
        <translation>双方走最佳着法时为平局</translation>
    </message>
    <message>
        <source>no result: both sides have a line</source>
        <translation>无结果：双方都已连成一线</translation>
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
        <translation>第 %1 行第 %2 列</translation>
    </message>
    <message>
        <source>Classic</source>
        <comment>rules</comment>
        <translation>经典</translation>
    </message>
    <message>
        <source>Misère</source>
        <comment>rules</comment>
        <translation>反井字</translation>
    </message>
    <message>
        <source>Line-score</source>
        <comment>rules</comment>
        <translation>连线计分</translation>
    </message>
    <message>
        <source>completing a line wins</source>
        <translation>连成一线者胜</translation>
    </message>
    <message>
        <source>completing a line loses</source>
        <translation>连成一线者负</translation>
    </message>
    <message>
        <source>Misère — %1</source>
        <comment>a verdict under the misère rules</comment>
        <translation>反井字 — %1</translation>
    </message>
    <message>
        <source>%1 to move: %2</source>
        <comment>side to move, result</comment>
        <translation>轮到 %1 走：%2</translation>
    </message>
    <message>
        <source>%1 won: %2 completed a line</source>
        <comment>winner, loser</comment>
        <translation>%1 胜：%2 连成了一线</translation>
    </message>
    <message>
        <source>the board is full, x ahead</source>
        <translation>棋盘已满，x 领先</translation>
    </message>
    <message>
        <source>the board is full, o ahead</source>
        <translation>棋盘已满，o 领先</translation>
    </message>
    <message>
        <source>the board is full, level</source>
        <translation>棋盘已满，持平</translation>
    </message>
    <message>
        <source>Not a legal position</source>
        <translation>不合法局面</translation>
    </message>
    <message>
        <source>%1 to move: find the best move (training)</source>
        <translation>轮到 %1 走：找出最佳着法（训练）</translation>
    </message>
    <message>
        <source>%1 of %2 moves proven</source>
        <translation>已证明 %1/%2 着</translation>
    </message>
    <message>
        <source>%1; %2 (stopped)</source>
        <comment>what is known; how much is proven</comment>
        <translation>%1；%2（已停止）</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>what is known; how much is proven</comment>
        <translation>%1；%2</translation>
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
        <translation>≥和</translation>
    </message>
    <message>
        <source>≥ Tie</source>
        <comment>heatmap label: at least a tie, not proven yet</comment>
        <translation>≥ 平局</translation>
    </message>
    <message>
        <source>≤T</source>
        <comment>heatmap label, short: at most a tie</comment>
        <translation>≤和</translation>
    </message>
    <message>
        <source>≤ Tie</source>
        <comment>heatmap label: at most a tie, not proven yet</comment>
        <translation>≤ 平局</translation>
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
        <translation>胜%1</translation>
    </message>
    <message>
        <source>Win %1</source>
        <comment>heatmap label: wins in so many plies</comment>
        <translation>胜 %1</translation>
    </message>
    <message>
        <source>T</source>
        <comment>heatmap label, short: a tie</comment>
        <translation>和</translation>
    </message>
    <message>
        <source>Tie</source>
        <comment>heatmap label</comment>
        <translation>平局</translation>
    </message>
    <message>
        <source>L%1</source>
        <comment>heatmap label, short: loses in so many plies</comment>
        <translation>负%1</translation>
    </message>
    <message>
        <source>Lose %1</source>
        <comment>heatmap label: loses in so many plies</comment>
        <translation>负 %1</translation>
    </message>
    <message>
        <source>%1 on %2: %3</source>
        <comment>mark, cell, result</comment>
        <translation>%1 下在%2：%3</translation>
    </message>
    <message>
        <source> → </source>
        <comment>between the moves of a line</comment>
        <translation> → </translation>
    </message>
    <message>
        <source>%1: x ahead %2, o ahead %3, level %4</source>
        <comment>line-score games by result</comment>
        <translation>%1 局：x 领先 %2，o 领先 %3，持平 %4</translation>
    </message>
    <message>
        <source>%1: x wins %2, o wins %3, draws %4</source>
        <comment>games by result</comment>
        <translation>%1 局：x 胜 %2，o 胜 %3，平局 %4</translation>
    </message>
    <message>
        <source>Leave the board as it is</source>
        <translation>保持棋盘不变</translation>
    </message>
    <message>
        <source>Rotate clockwise</source>
        <translation>顺时针旋转</translation>
    </message>
    <message>
        <source>Rotate half a turn</source>
        <translation>旋转 180°</translation>
    </message>
    <message>
        <source>Rotate anticlockwise</source>
        <translation>逆时针旋转</translation>
    </message>
    <message>
        <source>Flip left-right</source>
        <translation>左右翻转</translation>
    </message>
    <message>
        <source>Flip across the rising diagonal</source>
        <translation>沿副对角线翻转</translation>
    </message>
    <message>
        <source>Flip top-bottom</source>
        <translation>上下翻转</translation>
    </message>
    <message>
        <source>Flip across the falling diagonal</source>
        <translation>沿主对角线翻转</translation>
    </message>
    <message>
        <source>as it is</source>
        <translation>不作变换</translation>
    </message>
    <message>
        <source>turned a quarter clockwise</source>
        <translation>顺时针旋转 90°</translation>
    </message>
    <message>
        <source>turned half round</source>
        <translation>旋转 180°</translation>
    </message>
    <message>
        <source>turned a quarter anticlockwise</source>
        <translation>逆时针旋转 90°</translation>
    </message>
    <message>
        <source>flipped left to right</source>
        <translation>左右翻转</translation>
    </message>
    <message>
        <source>flipped across the rising diagonal</source>
        <translation>沿副对角线翻转</translation>
    </message>
    <message>
        <source>flipped top to bottom</source>
        <translation>上下翻转</translation>
    </message>
    <message>
        <source>flipped across the falling diagonal</source>
        <translation>沿主对角线翻转</translation>
    </message>
    <message>
        <source>Analysed as given with %1 to move, but no real game reaches this position</source>
        <translation>已按轮到 %1 走照原样分析，但实际对局不会出现此局面</translation>
    </message>
    <message>
        <source>turn parity</source>
        <translation>轮次奇偶</translation>
    </message>
    <message>
        <source>two winners</source>
        <translation>双方皆胜</translation>
    </message>
    <message>
        <source>winner moved last</source>
        <translation>胜方最后走</translation>
    </message>
    <message>
        <source>lines share a cell</source>
        <translation>连线共用一格</translation>
    </message>
    <message>
        <source>%1×%2</source>
        <comment>columns × rows</comment>
        <translation>%1×%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>board size, k in a row</comment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1, %2 in a row</source>
        <comment>board size, k</comment>
        <translation>%1，%2 子连线</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列：%3</translation>
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
        <translation>%1 是最佳着法：棋盘填满时比分为 %2</translation>
    </message>
    <message>
        <source>%1 gives away %2: %3 kept the score at %4</source>
        <comment>move, points, better move, score</comment>
        <translation>%1 丢了 %2：%3 可保持比分 %4</translation>
    </message>
    <message>
        <source>%1 is a best move: %2</source>
        <translation>%1 是最佳着法：%2</translation>
    </message>
    <message>
        <source>%1 still wins, but in %2; %3 won in %4</source>
        <translation>%1 仍能获胜，但要 %2；%3 可在 %4 内获胜</translation>
    </message>
    <message>
        <source>%1 loses sooner, in %2; %3 held out for %4</source>
        <translation>%1 输得更快，%2 即负；%3 可坚持 %4</translation>
    </message>
    <message>
        <source>%1 gives up the win: %2 won in %3</source>
        <translation>%1 放走了胜局：%2 可在 %3 内获胜</translation>
    </message>
    <message>
        <source>%1 loses (%2 wins in %3): %4 held the tie</source>
        <translation>%1 导致失败（%2 在 %3 内获胜）：%4 可保平局</translation>
    </message>
    <message>
        <source>%1 throws the win away (%2 wins in %3): %4 won in %5</source>
        <translation>%1 葬送胜局（%2 在 %3 内获胜）：%4 可在 %5 内获胜</translation>
    </message>
    <message>
        <source>%1 not graded yet</source>
        <translation>%1 着尚未评级</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>side: its grades</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message numerus="yes">
        <source>%n ply(s)</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>−%n point(s)</source>
        <comment>points lost, with a minus sign</comment>
        <translation>
            <numerusform>−%n 分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n 分</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a cell, its mark</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <comment>a cell</comment>
        <translation>%1：空</translation>
    </message>
    <message>
        <source>%1: empty; %2 here: %3</source>
        <comment>a cell, the side to move, the result</comment>
        <translation>%1：空；%2 下在此处：%3</translation>
    </message>
    <message>
        <source>%1; a best move</source>
        <comment>a cell&apos;s result</comment>
        <translation>%1；最佳着法</translation>
    </message>
    <message>
        <source>the board fills up at %1 (%2)</source>
        <comment>%1 is the final score (+2), %2 what it counts: o lines minus x lines</comment>
        <translation>棋盘填满时比分为 %1（%2）</translation>
    </message>
    <message>
        <source>play until the board is full; the score is %1</source>
        <comment>%1 is what the score counts: o lines minus x lines</comment>
        <translation>下到棋盘填满为止；得分为 %1</translation>
    </message>
    <message>
        <source>The board is full: %1 (%2)</source>
        <comment>%1 is the final score (+2), %2 what it counts: o lines minus x lines</comment>
        <translation>棋盘已满：%1（%2）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a move: mark and cell (x c2)</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Only one move kept the win here.</source>
        <translation>此处只有这一着能保住胜局。</translation>
    </message>
    <message>
        <source>Only one move kept the tie here.</source>
        <translation>此处只有这一着能保住平局。</translation>
    </message>
    <message>
        <source>%1 positions · %2</source>
        <comment>search figures: positions, time</comment>
        <translation>%1 个局面 · %2</translation>
    </message>
    <message>
        <source>all %1 moves · %2 positions · %3</source>
        <comment>search figures: moves, positions, time</comment>
        <translation>全部 %1 着 · %2 个局面 · %3</translation>
    </message>
    <message>
        <source>%1 of %2 moves proven · %3 positions · %4</source>
        <comment>search figures: moves proven, moves, positions, time</comment>
        <translation>已证明 %1/%2 着 · %3 个局面 · %4</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>a time in seconds</comment>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <comment>a time in minutes</comment>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <comment>a time in minutes and seconds</comment>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <comment>a time in hours and minutes</comment>
        <translation>%1 小时 %2 分</translation>
    </message>
    <message>
        <source>Exact</source>
        <comment>rules: only exactly k in a row wins</comment>
        <translation>精确</translation>
    </message>
    <message>
        <source>exactly k in a row wins; a longer run wins nothing</source>
        <translation>恰好 k 子连线获胜；更长的连线不算获胜</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>the side that plays the black stones</comment>
        <translation>黑方</translation>
    </message>
    <message>
        <source>White</source>
        <comment>the side that plays the white stones</comment>
        <translation>白方</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>the last of several moves</comment>
        <translation>%1或%2</translation>
    </message>
    <message>
        <source>Only %1 can stop %2&apos;s forced win; every other move is proven to lose.</source>
        <comment>cells, the side that threatens it</comment>
        <translation>只有%1能阻止%2的强制取胜；其余每一着都已证明必败。</translation>
    </message>
    <message>
        <source>%1 won</source>
        <comment>the winner</comment>
        <translation>%1胜</translation>
    </message>
    <message>
        <source>%1 missed a forced win: %2 wins in %3. An estimate: %1 is not proven to win, but may win by a line the search did not find</source>
        <comment>move, the proven winning move, plies</comment>
        <translation>%1 错过了必胜：%2 可在 %3 内取胜。此为估计：%1 未被证明能取胜，但可能以搜索未找到的着法取胜</translation>
    </message>
    <message>
        <source>%1 allowed a forced win: %2 wins in %3. An estimate: other moves, such as %4, are not proven to lose, but may lose as well</source>
        <comment>move, the other side, plies, a move not proven to lose</comment>
        <translation>%1 让对方获得必胜：%2 在 %3 内取胜。此为估计：其他着法（如 %4）未被证明会输，但也可能同样会输</translation>
    </message>
    <message>
        <source>%1 with nothing proven</source>
        <comment>moves of a big board that no proof grades</comment>
        <translation>%1 着未证明任何结果</translation>
    </message>
    <message>
        <source>%1; %2 by threats</source>
        <comment>what is known; how many moves the threat search proved</comment>
        <translation>%1；通过威胁搜索%2</translation>
    </message>
    <message numerus="yes">
        <source>%n missed win(s) (?)</source>
        <comment>moves played where a forced win was proven and the move is not proven to win; (?) marks an estimate</comment>
        <translation>
            <numerusform>错过必胜 %n 着 (?)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n allowed win(s) (?)</source>
        <comment>moves proven to let the other side win by force where another move was not proven to; (?) marks an estimate</comment>
        <translation>
            <numerusform>让出必胜 %n 着 (?)</numerusform>
        </translation>
    </message>
    <message>
        <source>Renju</source>
        <comment>rules: gomoku with black&apos;s forbidden moves (렌주, 连珠)</comment>
        <translation>连珠</translation>
    </message>
    <message>
        <source>black wins only with exactly five and may not make a double three, a double four or an overline; white wins with five or more</source>
        <translation>黑方只能以恰好五子获胜，不得走三三、四四或长连；白方五子或以上即胜</translation>
    </message>
    <message>
        <source>overline: %1</source>
        <comment>renju: six or more in a row, forbidden to black; %1 is the run by its end cells (e8–j8)</comment>
        <translation>长连禁手：%1</translation>
    </message>
    <message>
        <source>double four: the lines %1</source>
        <comment>renju: two fours at once, forbidden to black; %1 lists the lines (h4–h7 and e8–h8)</comment>
        <translation>四四禁手：%1 两条线</translation>
    </message>
    <message>
        <source>Byte %1: %2</source>
        <comment>a problem in a binary file (a RenLib library): where, what</comment>
        <translation>第 %1 字节：%2</translation>
    </message>
    <message>
        <source>Omok</source>
        <comment>rules: Korean omok&apos;s common rule (오목 일반룰): a double three is forbidden to both sides, an overline wins nothing</comment>
        <translation>韩国五子棋</translation>
    </message>
    <message>
        <source>only exactly five wins, for either side; neither side may make a double three; an overline and a double four may be played</source>
        <translation>双方都只有恰好五连才胜；双方都不得走三三；长连和四四可以走</translation>
    </message>
    <message>
        <source>double three: the lines %1</source>
        <comment>renju: two open threes at once, forbidden to black (under omok to both sides); %1 lists the lines (f8–h8 and h6–h8)</comment>
        <translation>三三禁手：%1 两条线</translation>
    </message>
    <message numerus="yes">
        <source>%n forbidden move(s)</source>
        <comment>renju, omok: moves forbidden to the side that played them (the first lost the game)</comment>
        <translation>
            <numerusform>%n 手禁手</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Tic-Tac-Toe Analyzer</source>
        <translation>井字棋分析器</translation>
    </message>
    <message>
        <source>See why a tic-tac-toe position is won, drawn or lost: every empty cell shows what it leads to with perfect play.</source>
        <translation>看清井字棋局面为何是胜、平局或负：每个空格都显示完美对弈下它导致的结果。</translation>
    </message>
    <message>
        <source>Use the Fusion style with a dark palette, whatever the desktop&apos;s theme.</source>
        <translation>使用 Fusion 风格和深色调色板，不论桌面主题如何。</translation>
    </message>
    <message>
        <source>Use the Fusion style with its light palette, whatever the desktop&apos;s theme.</source>
        <translation>使用 Fusion 风格及其浅色调色板，不论桌面主题如何。</translation>
    </message>
    <message>
        <source>Print the time from start to the first painted board, then quit (for benchmarks).</source>
        <translation>输出从启动到首次绘出棋盘所用的时间，然后退出（用于基准测试）。</translation>
    </message>
    <message>
        <source>Restore the last session, if the window did not close normally, without asking.</source>
        <translation>若窗口上次未正常关闭，则不经询问直接恢复上次的会话。</translation>
    </message>
    <message>
        <source>A board or game record to open: rows of x, o and ., one line such as xoo/.x./..x, moves such as 1. b2 a1, or a game of Piskvork (.psq), SGF or a move string such as h8i9j10.</source>
        <translation>要打开的棋盘或棋谱：由 x、o 和 . 组成的若干行，像 xoo/.x./..x 这样的一行，像 1. b2 a1 这样的着法，或者 Piskvork（.psq）、SGF 棋谱或像 h8i9j10 这样的着法串。</translation>
    </message>
</context>
<context>
    <name>ttt-solve</name>
    <message>
        <source>line %1, column %2: %3</source>
        <comment>where in the input a problem is, then the problem (already in the reader&apos;s language)</comment>
        <translation>第 %1 行第 %2 列：%3</translation>
    </message>
    <message>
        <source>Try &apos;ttt-solve --help&apos; for more information.</source>
        <comment>the line after every usage error; &apos;ttt-solve --help&apos; is a command, not translated</comment>
        <translation>运行 &apos;ttt-solve --help&apos; 了解更多信息。</translation>
    </message>
    <message>
        <source>%1 to move: at least a tie for %1</source>
        <comment>analyze&apos;s verdict when the search stopped early: %1 is the side to move (x or o), which is proven not to lose</comment>
        <translation>轮到 %1 走：%1 至少平局</translation>
    </message>
    <message>
        <source>%1 to move: at most a tie for %1</source>
        <comment>analyze&apos;s verdict when the search stopped early: %1 is the side to move (x or o), which is proven not to win</comment>
        <translation>轮到 %1 走：%1 至多平局</translation>
    </message>
    <message>
        <source>%1 to move: nothing proven yet</source>
        <comment>analyze&apos;s verdict when the search stopped early: %1 is the side to move (x or o)</comment>
        <translation>轮到 %1 走：尚无结论</translation>
    </message>
    <message numerus="yes">
        <source>%1 to move: %2 wins in %n ply(s)</source>
        <comment>analyze&apos;s verdict: %1 is the side to move, %2 the side that wins with best play (x or o); a ply is one move of either side</comment>
        <translation>
            <numerusform>轮到 %1 走：%2 在 %n 步内获胜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to move: %2 wins (in %n ply(s) along the line found)</source>
        <comment>analyze&apos;s verdict on a big board: %1 is the side to move, %2 the side that wins with best play (x or o); the plies are those of the winning line the search found, not proven the fewest; a ply is one move of either side</comment>
        <translation>
            <numerusform>轮到 %1 走：%2 胜（按已找到的变化需 %n 步）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to move: a tie with best play</source>
        <comment>analyze&apos;s verdict: %1 is the side to move (x or o)</comment>
        <translation>轮到 %1 走：双方走最佳着法时为平局</translation>
    </message>
    <message>
        <source>%1 to move: no result</source>
        <comment>analyze&apos;s verdict: %1 is the side to move (x or o)</comment>
        <translation>轮到 %1 走：无结果</translation>
    </message>
    <message>
        <source>%1; %2 of %3 moves proven</source>
        <comment>analyze&apos;s verdict when the search stopped early: %1 is the verdict so far (x to move: ...), then how many of the side&apos;s moves have a proven result</comment>
        <translation>%1；已证明 %2/%3 着</translation>
    </message>
    <message>
        <source>%1 columns, %2 rows, %3</source>
        <comment>analyze: a board&apos;s size; %3 is how many in a row win (four in a row)</comment>
        <translation>%1 列，%2 行，%3</translation>
    </message>
    <message>
        <source>%1 is to move, whatever the counts say</source>
        <comment>analyze --to-move: %1 is the side (x or o) told to move, whatever the numbers of marks on the board say</comment>
        <translation>轮到 %1 走（不论棋子数如何）</translation>
    </message>
    <message>
        <source>yes</source>
        <comment>analyze: whether the position is legal</comment>
        <translation>是</translation>
    </message>
    <message>
        <source>no, this position cannot arise in a game (analysed anyway: what-if)</source>
        <comment>analyze: whether the position is legal, when --to-move asks for it to be analysed all the same</comment>
        <translation>否，实际对局不会出现此局面（仍按假设分析）</translation>
    </message>
    <message>
        <source>no, this position cannot arise in a game</source>
        <comment>analyze: whether the position is legal</comment>
        <translation>否，实际对局不会出现此局面</translation>
    </message>
    <message>
        <source>%1 positions in %2 s, stopped by the time limit</source>
        <comment>analyze: how far the search went; %1 is a number of positions such as 45,116, %2 the seconds it took</comment>
        <translation>%2 秒内搜索了 %1 个局面，因达到时间限制而停止</translation>
    </message>
    <message>
        <source>%1 positions in %2 s</source>
        <comment>analyze: how far the search went; %1 is a number of positions such as 45,116, %2 the seconds it took</comment>
        <translation>%2 秒内搜索了 %1 个局面</translation>
    </message>
    <message>
        <source>the game is over: %1 (score %2)</source>
        <comment>analyze&apos;s verdict on a finished game: %1 is its state (x won, a draw, ...), %2 its line-score score, o lines minus x lines</comment>
        <translation>对局已结束：%1（比分 %2）</translation>
    </message>
    <message>
        <source>the game is over: %1</source>
        <comment>analyze&apos;s verdict on a finished game: %1 is its state (x won, a draw, ...)</comment>
        <translation>对局已结束：%1</translation>
    </message>
    <message>
        <source>%1 (x wins %2, o wins %3, draws %4)</source>
        <comment>analyze: %1 is how many games can still be played from the position, then how many of them each side wins and how many are draws</comment>
        <translation>%1（x 胜 %2，o 胜 %3，平局 %4）</translation>
    </message>
    <message>
        <source>(win/tie/lose for %1 playing there, in plies to the end, misère)</source>
        <comment>analyze, misère rules: the key under the grid; %1 is the side to move (x or o); win, tie and lose are the words of the grid&apos;s results (win 5)</comment>
        <translation>（%1 下在该处的胜/平局/负，及到终局的步数；反井字）</translation>
    </message>
    <message>
        <source>(win/tie/lose for %1 playing there, in plies to the end)</source>
        <comment>analyze: the key under the grid; %1 is the side to move (x or o); win, tie and lose are the words of the grid&apos;s results (win 5)</comment>
        <translation>（%1 下在该处的胜/平局/负，及到终局的步数）</translation>
    </message>
    <message>
        <source>(~: the plies of the line found; on boards of more than %1 cells they are not proven the fewest)</source>
        <comment>analyze: the key under the grid for results such as win ~9; %1 is a number of cells (16)</comment>
        <translation>（~：已找到的变化的步数；在超过 %1 格的棋盘上未证明是最少的）</translation>
    </message>
    <message>
        <source>(&gt;=tie: cannot lose; &lt;=tie: cannot win; ?: nothing proven yet)</source>
        <comment>analyze: the key under the grid for the results of a search that stopped early; &gt;=tie and &lt;=tie as translated for the grid</comment>
        <translation>（&gt;=平局：不会输；&lt;=平局：不会赢；?：尚无结论）</translation>
    </message>
    <message>
        <source>&gt;=tie</source>
        <comment>result of a move in analyze&apos;s grid and review&apos;s table: at least a tie (it cannot lose), nothing more proven yet; keep it short</comment>
        <translation>&gt;=平局</translation>
    </message>
    <message>
        <source>&lt;=tie</source>
        <comment>result of a move in analyze&apos;s grid and review&apos;s table: at most a tie (it cannot win), nothing more proven yet; keep it short</comment>
        <translation>&lt;=平局</translation>
    </message>
    <message>
        <source>win %1</source>
        <comment>result of a move in analyze&apos;s grid and review&apos;s table: the side playing it wins, %1 plies (moves of either side) to the end, such as 5 or ~9; keep it short</comment>
        <translation>胜 %1</translation>
    </message>
    <message>
        <source>tie %1</source>
        <comment>result of a move in analyze&apos;s grid and review&apos;s table: a tie, the board full after %1 plies (moves of either side), such as 5 or ~9; keep it short</comment>
        <translation>平局 %1</translation>
    </message>
    <message>
        <source>lose %1</source>
        <comment>result of a move in analyze&apos;s grid and review&apos;s table: the side playing it loses, %1 plies (moves of either side) to the end, such as 5 or ~9; keep it short</comment>
        <translation>负 %1</translation>
    </message>
    <message>
        <source>Board</source>
        <comment>label of a line of analyze&apos;s and review&apos;s text output</comment>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>Size</source>
        <comment>label of a line of analyze&apos;s and review&apos;s text output</comment>
        <translation>尺寸</translation>
    </message>
    <message>
        <source>Rules</source>
        <comment>label of a line of analyze&apos;s and review&apos;s text output</comment>
        <translation>规则</translation>
    </message>
    <message>
        <source>First player</source>
        <comment>label of a line of analyze&apos;s and review&apos;s text output</comment>
        <translation>先手</translation>
    </message>
    <message>
        <source>What if</source>
        <comment>label of a line of analyze&apos;s and review&apos;s text output</comment>
        <translation>假设</translation>
    </message>
    <message>
        <source>State</source>
        <comment>label of a line of analyze&apos;s and review&apos;s text output</comment>
        <translation>状态</translation>
    </message>
    <message>
        <source>Legal</source>
        <comment>label of a line of analyze&apos;s and review&apos;s text output</comment>
        <translation>合法</translation>
    </message>
    <message>
        <source>Verdict</source>
        <comment>label of a line of analyze&apos;s and review&apos;s text output</comment>
        <translation>结论</translation>
    </message>
    <message>
        <source>Best moves</source>
        <comment>label of a line of analyze&apos;s and review&apos;s text output</comment>
        <translation>最佳着法</translation>
    </message>
    <message>
        <source>Best line</source>
        <comment>label of a line of analyze&apos;s and review&apos;s text output</comment>
        <translation>最佳变化</translation>
    </message>
    <message>
        <source>Search</source>
        <comment>label of a line of analyze&apos;s and review&apos;s text output</comment>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Games left</source>
        <comment>label of a line of analyze&apos;s and review&apos;s text output</comment>
        <translation>剩余对局</translation>
    </message>
    <message>
        <source>%1 of %2 moves proven, %3 positions, %4 s</source>
        <comment>analyze&apos;s progress on standard error while it searches: %1 of %2 the moves with a proven result, %3 the positions searched (45,116), %4 the seconds so far</comment>
        <translation>已证明 %1/%2 着，%3 个局面，%4 秒</translation>
    </message>
    <message>
        <source>%1 positions, %2 s</source>
        <comment>analyze&apos;s progress on standard error while it searches: %1 the positions searched (45,116), %2 the seconds so far</comment>
        <translation>%1 个局面，%2 秒</translation>
    </message>
    <message>
        <source>cannot read standard input</source>
        <translation>无法读取标准输入</translation>
    </message>
    <message>
        <source>standard input</source>
        <comment>where a board or game record came from, before the place of a problem in it</comment>
        <translation>标准输入</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a problem in the input: %1 is where it came from (standard input, BOARD or a file&apos;s name), %2 the place in it and the problem (line 2, column 3: ...)</comment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>--k %1 does not fit a %2 board: k runs from %3 to %4 there</source>
        <comment>a usage error: %1 is the number given with the option --k (how many in a row win), %2 the board&apos;s size (5x5), %3 and %4 the least and the most that fit it</comment>
        <translation>--k %1 不适用于 %2 的棋盘：该棋盘的 k 范围为 %3 到 %4</translation>
    </message>
    <message>
        <source>line-score needs --to-move x or o for this board: its mark counts do not say whose turn it is</source>
        <comment>a usage error; line-score is the name of a set of rules, --to-move an option, x and o the sides: none of them is translated</comment>
        <translation>对此棋盘，line-score 需要 --to-move x 或 o：从棋子数看不出轮到谁走</translation>
    </message>
    <message>
        <source>cannot reserve %1 MB for the search&apos;s table: not enough free memory (ask for less with --hash)</source>
        <comment>%1 is a number of megabytes; --hash is an option, not translated</comment>
        <translation>无法为搜索表预留 %1 MB：可用内存不足（可用 --hash 指定更小的值）</translation>
    </message>
    <message>
        <source>not proven</source>
        <comment>review: the grade of a move whose result the search did not prove within the time limit; keep it short</comment>
        <translation>未证明</translation>
    </message>
    <message numerus="yes">
        <source>-%n point(s)</source>
        <comment>review, line-score: the grade of a move that lost points, with a minus sign; keep it short</comment>
        <translation>
            <numerusform>-%n 分</numerusform>
        </translation>
    </message>
    <message>
        <source>any move</source>
        <comment>review: in the column of the best moves, when every move was as good</comment>
        <translation>任意着法</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <comment>review&apos;s summary of a side: how many moves it played along the game&apos;s line</comment>
        <translation>
            <numerusform>%n 着</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 not best</source>
        <comment>review&apos;s summary of a side, line-score: how many of its moves lost points</comment>
        <translation>%1 着非最佳</translation>
    </message>
    <message>
        <source>%1 not proven</source>
        <comment>review&apos;s summary of a side: how many of its moves the search did not grade within the time limit</comment>
        <translation>%1 着未证明</translation>
    </message>
    <message>
        <source>, </source>
        <comment>review&apos;s summary of a side: what separates its counts (2 moves, 1 mistake, 0 blunders)</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <comment>review: %1 is the game record&apos;s file, %2 the system&apos;s reason (from Qt, in the reader&apos;s language)</comment>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Start</source>
        <comment>label of a line of review&apos;s text output: the board the game starts from</comment>
        <translation>起始局面</translation>
    </message>
    <message>
        <source>%1:</source>
        <comment>review: label of the line that sums up a side&apos;s moves; %1 is the side, x or o</comment>
        <translation>%1：</translation>
    </message>
    <message>
        <source>%1x%2, %3</source>
        <comment>review: the board, %1 columns by %2 rows, and %3 how many in a row win (3x3, three in a row)</comment>
        <translation>%1x%2，%3</translation>
    </message>
    <message>
        <source>the empty board</source>
        <comment>review: the board the game starts from</comment>
        <translation>空棋盘</translation>
    </message>
    <message>
        <source>some positions were not proven within the time limit</source>
        <comment>review: how far the search went</comment>
        <translation>部分局面未能在时间限制内证明</translation>
    </message>
    <message>
        <source>Move</source>
        <comment>review: heading of the column of the moves played (1. x b2)</comment>
        <translation>着法</translation>
    </message>
    <message>
        <source>Grade</source>
        <comment>review: heading of the column of the moves&apos; grades (best, mistake, ...)</comment>
        <translation>评级</translation>
    </message>
    <message>
        <source>Result (best -&gt; played)</source>
        <comment>review: heading of the column of results such as &apos;tie 8 -&gt; lose 6&apos;: the best result the side had, then the result of the move it played</comment>
        <translation>结果（最佳 -&gt; 实际）</translation>
    </message>
    <message>
        <source>Best moves</source>
        <comment>review: heading of the column of the moves that were best</comment>
        <translation>最佳着法</translation>
    </message>
    <message>
        <source>(results for the side that moved, in plies to the end; the line&apos;s moves only are counted, not its variations)</source>
        <comment>review: the key under the table; a ply is one move of either side</comment>
        <translation>（走棋一方的结果及到终局的步数；只统计主线的着法，不含变化）</translation>
    </message>
    <message>
        <source>line %1, column %2: the input ends after %3 of the %4 cases it announces</source>
        <comment>batch input: %1 and %2 are where the input ends, %3 how many cases it has, %4 how many its first number says it has</comment>
        <translation>第 %1 行第 %2 列：输入声明有 %4 组数据，但只有 %3 组就结束了</translation>
    </message>
    <message>
        <source>case %1, %2</source>
        <comment>batch input: %1 is the number of a case (a board), %2 where it is and what is wrong with it (line 5, column 2: ...)</comment>
        <translation>第 %1 组，%2</translation>
    </message>
    <message>
        <source>cannot write to standard output</source>
        <translation>无法写入标准输出</translation>
    </message>
    <message>
        <source>line %1: illegal position %2: %3</source>
        <comment>batch input: %1 is the line where a board starts, %2 the board in one line (xx./oo./...), %3 what makes it illegal</comment>
        <translation>第 %1 行：不合法局面 %2：%3</translation>
    </message>
    <message>
        <source>Legal positions</source>
        <comment>stats: a line of the table of figures</comment>
        <translation>合法局面</translation>
    </message>
    <message>
        <source>up to rotation and reflection</source>
        <comment>stats: a line of the table of figures, under Legal positions: the legal positions counting those that are rotations or mirror images of one another once</comment>
        <translation>旋转、翻转相同的只计一次</translation>
    </message>
    <message>
        <source>finished (a line or a full board)</source>
        <comment>stats: a line of the table of figures, under Legal positions</comment>
        <translation>已结束（有连线或棋盘已满）</translation>
    </message>
    <message>
        <source>unfinished</source>
        <comment>stats: a line of the table of figures, under Legal positions</comment>
        <translation>未结束</translation>
    </message>
    <message>
        <source>the side to move wins</source>
        <comment>stats: a line of the table of figures, under unfinished (positions)</comment>
        <translation>走棋方胜</translation>
    </message>
    <message>
        <source>the side to move ties</source>
        <comment>stats: a line of the table of figures, under unfinished (positions)</comment>
        <translation>走棋方平局</translation>
    </message>
    <message>
        <source>the side to move loses</source>
        <comment>stats: a line of the table of figures, under unfinished (positions)</comment>
        <translation>走棋方负</translation>
    </message>
    <message>
        <source>Games from the empty board</source>
        <comment>stats: a line of the table of figures: how many games can be played</comment>
        <translation>从空棋盘开始的对局</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <comment>stats: a line of the table of figures, under Games from the empty board: those that %1 (x or o) wins</comment>
        <translation>%1 胜</translation>
    </message>
    <message>
        <source>draws</source>
        <comment>stats: a line of the table of figures, under Games from the empty board</comment>
        <translation>平局</translation>
    </message>
    <message>
        <source>Tic-tac-toe, %1 moving first</source>
        <comment>stats: the title; %1 is the side that moves first, x or o</comment>
        <translation>井字棋，%1 先走</translation>
    </message>
    <message>
        <source>(none)</source>
        <comment>help: in the list of commands, what stands for no command at all (batch input)</comment>
        <translation>（无命令）</translation>
    </message>
    <message>
        <source>Figures for the whole 3x3 game: positions, games, outcomes.</source>
        <comment>help: what the command stats does, beside &apos;stats&apos; in the command list; at most 62 columns (a Korean or Chinese character takes two)</comment>
        <translation>整个 3x3 井字棋的统计：局面数、对局数、结果。</translation>
    </message>
    <message>
        <source>Commands:</source>
        <comment>help: the heading of the list of commands</comment>
        <translation>命令：</translation>
    </message>
    <message>
        <source>Exit status: 0 success, 1 bad input, 2 bad usage. A time limit that ends the
search is a success.</source>
        <comment>help: the last paragraph of the description; lines of at most 78 columns (a Korean or Chinese character takes two)</comment>
        <translation>退出状态：0 成功，1 输入有误，2 用法有误。因时间限制结束搜索也算成功。</translation>
    </message>
    <message>
        <source>--time-limit takes a number of seconds above 0, not &apos;%1&apos;</source>
        <comment>a usage error; %1 is what was given; --time-limit is an option, not translated</comment>
        <translation>--time-limit 需要大于 0 的秒数，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--hash takes a number of megabytes from 1 to %1 (this machine&apos;s memory), not &apos;%2&apos;</source>
        <comment>a usage error; %1 is a number of megabytes, %2 what was given; --hash is an option, not translated</comment>
        <translation>--hash 需要 1 到 %1（本机内存）之间的兆字节数，而不是 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>--threads takes a number from 1 to 256 (or 0 for one per core), not &apos;%1&apos;</source>
        <comment>a usage error; %1 is what was given; --threads is an option, not translated</comment>
        <translation>--threads 需要 1 到 256 之间的数（0 表示每个核心一个），而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The side that moves first: x (default) or o.</source>
        <comment>help: the option --first; x and o are the sides, not translated</comment>
        <translation>先走的一方：x（默认）或 o。</translation>
    </message>
    <message>
        <source>Batch: print ERROR for a bad case and go on (the exit status is still 1).</source>
        <comment>help: the option --keep-going; ERROR is what it prints, not translated</comment>
        <translation>批量：遇到有误的数据时输出 ERROR 并继续
（退出状态仍为 1）。</translation>
    </message>
    <message>
        <source>analyze: only the position&apos;s value and best line, not every move (faster).</source>
        <comment>help: the option --value-only; analyze is a command, not translated</comment>
        <translation>analyze：仅求局面值和最佳变化，不逐着分析（更快）。</translation>
    </message>
    <message>
        <source>--first takes x or o, not &apos;%1&apos;</source>
        <comment>a usage error; %1 is what was given; --first is an option, x and o the sides, not translated</comment>
        <translation>--first 需要 x 或 o，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--to-move takes x or o, not &apos;%1&apos;</source>
        <comment>a usage error; %1 is what was given; --to-move is an option, x and o the sides, not translated</comment>
        <translation>--to-move 需要 x 或 o，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--%1 does not go with review: a game record sets it in its # header</source>
        <comment>a usage error; --%1 is an option (--first, --rules, --to-move) and review a command, not translated</comment>
        <translation>--%1 不能与 review 一起使用：棋谱在其 # 文件头中设置此项</translation>
    </message>
    <message>
        <source>--keep-going goes with batch input only</source>
        <comment>a usage error; --keep-going is an option, not translated</comment>
        <translation>--keep-going 只能用于批量输入</translation>
    </message>
    <message>
        <source>analyze needs a BOARD (or - to read it from standard input, or --size for an empty board)</source>
        <comment>a usage error; analyze is a command, BOARD its argument and --size an option, not translated</comment>
        <translation>analyze 需要一个 BOARD（或用 - 从标准输入读取，或用 --size 指定空棋盘）</translation>
    </message>
    <message>
        <source>analyze takes one BOARD; unexpected &apos;%1&apos;</source>
        <comment>a usage error; %1 is the argument too many; analyze is a command and BOARD its argument, not translated</comment>
        <translation>analyze 只接受一个 BOARD；多余的参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>analyze takes a BOARD or --size, not both (the board&apos;s text gives its size)</source>
        <comment>a usage error; analyze is a command, BOARD its argument and --size an option, not translated</comment>
        <translation>analyze 接受 BOARD 或 --size，不能两者同时使用（棋盘文本本身给出尺寸）</translation>
    </message>
    <message>
        <source>review needs a FILE with a game record (or - to read it from standard input)</source>
        <comment>a usage error; review is a command and FILE its argument, not translated</comment>
        <translation>review 需要一个棋谱文件 FILE（或用 - 从标准输入读取）</translation>
    </message>
    <message>
        <source>review takes one FILE; unexpected &apos;%1&apos;</source>
        <comment>a usage error; %1 is the argument too many; review is a command and FILE its argument, not translated</comment>
        <translation>review 只接受一个 FILE；多余的参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>stats takes no argument; unexpected &apos;%1&apos;</source>
        <comment>a usage error; %1 is the argument too many; stats is a command, not translated</comment>
        <translation>stats 不接受参数；多余的参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: %2 positions, %3 bytes</source>
        <comment>analyze --certificate: %1 is the certificate&apos;s file, %2 the positions in the proof (45,116), %3 its size in bytes (71,506)</comment>
        <translation>%1：%2 个局面，%3 字节</translation>
    </message>
    <message>
        <source>%1; every result proven</source>
        <comment>analyze --certificate: %1 is what the certificate is (proof.cert: 45,116 positions, 71,506 bytes)</comment>
        <translation>%1；所有结果均已证明</translation>
    </message>
    <message numerus="yes">
        <source>%1; %n result(s) left out, stopped by the time limit</source>
        <comment>analyze --certificate: %1 is what the certificate is (proof.cert: 45,116 positions, 71,506 bytes); the results proven by the analysis that the certificate does not hold</comment>
        <translation>
            <numerusform>%1；缺 %n 个结果，因时间限制而停止</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n result(s) the engine gave could not be proven: a bug, please report it</source>
        <comment>analyze --certificate: %1 is what the certificate is (proof.cert: 45,116 positions, 71,506 bytes); results the engine claimed that its own replay could not back with a proof</comment>
        <translation>
            <numerusform>%1；引擎给出的 %n 个结果无法证明：这是缺陷，请报告</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; incomplete: the analysis was stopped, and it holds the bounds proven by then</source>
        <comment>analyze --certificate: %1 is what the certificate is (proof.cert: 45,116 positions, 71,506 bytes)</comment>
        <translation>%1；不完整：分析已停止，证明书包含当时已证明的界限</translation>
    </message>
    <message>
        <source>Certificate</source>
        <comment>label of a line of analyze&apos;s text output</comment>
        <translation>证明书</translation>
    </message>
    <message>
        <source>certificate: %1 of %2 results, %3 positions of proof, %4 s</source>
        <comment>analyze --certificate&apos;s progress on standard error while it writes the proof: %1 of %2 the results certified so far, %3 the positions in the proof (45,116), %4 the seconds so far</comment>
        <translation>证明书：%2 个结果中的 %1 个，证明含 %3 个局面，%4 秒</translation>
    </message>
    <message>
        <source>no certificate: this position cannot arise in a game, and nothing is analysed (--to-move analyses it anyway)</source>
        <comment>analyze --certificate on an illegal position; --to-move is an option, not translated</comment>
        <translation>没有证明书：此局面不可能在对局中出现，因此不作分析（用 --to-move 仍可分析）</translation>
    </message>
    <message>
        <source>--%1 goes with analyze</source>
        <comment>a usage error; --%1 is an option (--size, --k, --value-only, --certificate) and analyze a command, not translated</comment>
        <translation>--%1 只能与 analyze 一起使用</translation>
    </message>
    <message>
        <source>--certificate needs the name of the FILE to write</source>
        <comment>a usage error; --certificate is an option and FILE its argument, not translated</comment>
        <translation>--certificate 需要要写入的 FILE 名称</translation>
    </message>
    <message>
        <source>%1 to move: the board fills up at %2 (%3)</source>
        <comment>analyze&apos;s verdict, line-score: %1 is the side to move (x or o), %2 the final score under best play with its sign (+2, 0, -1), %3 what it counts (o lines minus x lines)</comment>
        <translation>轮到 %1 走：棋盘填满时比分为 %2（%3）</translation>
    </message>
    <message>
        <source>%1 to move: the board fills up between %2 and %3 (%4)</source>
        <comment>analyze&apos;s verdict, line-score, when the search stopped early: %1 is the side to move (x or o), %2 and %3 the lowest and highest final score still possible, %4 what the score counts (o lines minus x lines)</comment>
        <translation>轮到 %1 走：棋盘填满时比分在 %2 到 %3 之间（%4）</translation>
    </message>
    <message>
        <source>(the final %2 if %1 plays there; low..high: not proven further yet)</source>
        <comment>analyze, line-score: the key under the grid; %1 is the side to move (x or o), %2 what the score counts (o lines minus x lines); low..high is how a range of scores such as -1..+3 is written</comment>
        <translation>（%1 下在该处时最终 %2；低..高：尚未进一步证明）</translation>
    </message>
    <message>
        <source>(the final %2 if %1 plays there)</source>
        <comment>analyze, line-score: the key under the grid; %1 is the side to move (x or o), %2 what the score counts (o lines minus x lines)</comment>
        <translation>（%1 下在该处时最终 %2）</translation>
    </message>
    <message>
        <source>no certificate: both sides have a line, so the game has no result to prove</source>
        <comment>analyze --certificate with --to-move on a board where both x and o have a line; --to-move is an option, not translated</comment>
        <translation>没有证明书：双方都有连线，因此没有可证明的结果</translation>
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
        <translation>从标准输入读取批量评测数据：先是数据组数 T，然后是 T 个
3x3 棋盘，每个 3 行（各项之间可用任意空白分隔）。每组
输出 x、o 或 TIE：完美对弈下谁获胜。有格式错误或不合法
的数据时，在标准错误上报告其组号和行号，标准输出不打印
任何内容。使用 --rules line-score 时，每个棋盘前有 1
（轮到 o 走）或 0（轮到 x 走），输出为终局比分：
%1。</translation>
    </message>
    <message>
        <source>(final scores, %1; the line&apos;s moves only are counted, not its variations)</source>
        <comment>review, line-score: the key under the table; %1 is what the scores count (o lines minus x lines)</comment>
        <translation>（终局比分，即 %1；只统计主线的着法，不含变化）</translation>
    </message>
    <message>
        <source>Cell</source>
        <comment>label of a line of explain&apos;s text output: the move explained</comment>
        <translation>着法</translation>
    </message>
    <message>
        <source>Proof</source>
        <comment>label of a line of explain&apos;s text output: the proof&apos;s size</comment>
        <translation>证明</translation>
    </message>
    <message>
        <source>Sharpness</source>
        <comment>label of a line of explain&apos;s text output: only moves, traps</comment>
        <translation>尖锐度</translation>
    </message>
    <message>
        <source>CELL &apos;%1&apos; is not a cell of this %2 board: columns %3 to %4, rows 1 to %5</source>
        <comment>explain: %1 is what was given as CELL, %2 the board&apos;s size (5x5), %3 and %4 the first and last column letters (a, e), %5 the number of rows; CELL is the argument&apos;s name, not translated</comment>
        <translation>CELL &apos;%1&apos; 不是此 %2 棋盘上的格：列为 %3 到 %4，行为 1 到 %5</translation>
    </message>
    <message>
        <source>CELL %1 is taken: %2 has a mark there; explain plays a move on an empty cell</source>
        <comment>explain: %1 is the cell given (c4), %2 the side (x or o) whose mark is there; CELL is the argument&apos;s name and explain a command, not translated</comment>
        <translation>CELL %1 已有棋子：%2 已占据此格；explain 只解释下在空格上的着法</translation>
    </message>
    <message>
        <source>line-score results are scores, and scores have no proofs to explain them: explain takes classic or misere rules</source>
        <comment>explain under line-score; line-score, classic and misere are the rules&apos; names and explain a command, not translated</comment>
        <translation>line-score 的结果是分数，而分数没有可供解释的证明：explain 只接受 classic 或 misere 规则</translation>
    </message>
    <message>
        <source>%1: both x and o have a line, which no game reaches: there is no result to explain</source>
        <comment>explain: %1 is where the board came from (BOARD or standard input)</comment>
        <translation>%1：x 和 o 都已连成一线，实际对局不会出现这种情况：没有可解释的结果</translation>
    </message>
    <message>
        <source>%1: this position cannot arise in a game, so it has no result to explain (--to-move x or o explains it anyway):</source>
        <comment>explain on an illegal position: %1 is where the board came from (BOARD or standard input); the broken rules follow; --to-move is an option, x and o the sides, not translated</comment>
        <translation>%1：实际对局不会出现此局面，因此没有可解释的结果（用 --to-move x 或 o 仍可解释）：</translation>
    </message>
    <message>
        <source>1 position</source>
        <comment>explain: the size of the proof the explanation is read off, when it is one position</comment>
        <translation>1 个局面</translation>
    </message>
    <message>
        <source>%1 positions</source>
        <comment>explain: the size of the proof the explanation is read off; %1 is a number of positions such as 1,638</comment>
        <translation>%1 个局面</translation>
    </message>
    <message>
        <source>Explanation</source>
        <comment>explain: the heading above the explanation&apos;s sentences</comment>
        <translation>解释</translation>
    </message>
    <message>
        <source>%1: the moves explained, in order</source>
        <comment>explain: the key under the diagram; %1 is the first move as the diagram shows it (1x: move 1, by x)</comment>
        <translation>%1：按顺序标出解释中的着法</translation>
    </message>
    <message>
        <source>A, B, ...: pairs; when %1 takes a cell of one, %2 takes the other</source>
        <comment>explain: the key under the diagram; the cells of a pair show the same letter; %1 the side trying to win, %2 the side holding the tie</comment>
        <translation>A, B, ...：格子对；%1 占其中一格，%2 就占另一格</translation>
    </message>
    <message>
        <source>*: the open cells of the lines at the end</source>
        <comment>explain: the key under the diagram; the lines of the double threat, the fork or the completed line that end the explanation</comment>
        <translation>*：结尾处那些连线上的空格</translation>
    </message>
    <message>
        <source>the board as it stands</source>
        <comment>explain: the key under a diagram with no moves, pairs or lines to show</comment>
        <translation>当前棋盘</translation>
    </message>
    <message>
        <source>every move keeps the result</source>
        <comment>explain: how sharp a position is, when no move changes its result</comment>
        <translation>任何一着都不改变结果</translation>
    </message>
    <message>
        <source>%1 moves keep the result: %2</source>
        <comment>explain: how sharp a position is; %1 is how many moves keep its result (2 or more), %2 the moves (b1, a2)</comment>
        <translation>有 %1 着能保持结果：%2</translation>
    </message>
    <message>
        <source>one of %1 winning moves</source>
        <comment>explain: how sharp a winning move is that is not the only one; %1 is how many moves win (2 or more)</comment>
        <translation>%1 个获胜着法之一</translation>
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
        <translation>根据证明说明局面的结果为何成立：强制变化及其结尾的双重
威胁、保住平局的格子对、对每种应着的应对；画在棋盘上；
以及局面有多尖锐（唯一着法、陷阱）。在 BOARD 之后给出
CELL（如 c4）时，对该着法作同样的说明。BOARD 的写法同
analyze；使用 --size 且不给 BOARD 时，唯一的参数即为
CELL。</translation>
    </message>
    <message>
        <source>analyze, explain: what if this side is to move, whatever the mark counts say (x or o).</source>
        <comment>help: the option --to-move; analyze and explain are commands, x and o the sides, not translated</comment>
        <translation>analyze、explain：假设轮到此方走，不论棋子数如何
（x 或 o）。</translation>
    </message>
    <message>
        <source>analyze, explain, review, stats: print one JSON object instead of text.</source>
        <comment>help: the option --json; analyze, explain, review and stats are commands, not translated</comment>
        <translation>analyze、explain、review、stats：输出一个 JSON
对象而非文本。</translation>
    </message>
    <message>
        <source>analyze, explain: how many in a row win (3 to the longer side; default: the board&apos;s header, else min(columns, rows, 4)).</source>
        <comment>help: the option --k; analyze and explain are commands, not translated</comment>
        <translation>analyze、explain：连成几子获胜（3 到较长边的格数；
默认取棋盘文件头中的值，否则为 min(列数, 行数, 4)）。</translation>
    </message>
    <message>
        <source>analyze, explain, review (for each position): stop after this many seconds and report what is proven by then (exit status 0).</source>
        <comment>help: the option --time-limit; analyze, explain and review are commands, not translated</comment>
        <translation>analyze、explain、review（对每个局面）：到这么多秒
时停止，报告届时已证明的结果（退出状态为 0）。</translation>
    </message>
    <message>
        <source>analyze, explain, review: memory for the search&apos;s transposition table, in megabytes (default 256).</source>
        <comment>help: the option --hash; analyze, explain and review are commands, not translated</comment>
        <translation>analyze、explain、review：搜索置换表所用内存，
单位 MB（默认 256）。</translation>
    </message>
    <message>
        <source>analyze, explain, review: search threads (default: one per core).</source>
        <comment>help: the option --threads; analyze, explain and review are commands, not translated</comment>
        <translation>analyze、explain、review：搜索线程数（默认：每个
核心一个）。</translation>
    </message>
    <message>
        <source>--%1 goes with analyze or explain</source>
        <comment>a usage error; --%1 is an option (--size, --k), analyze and explain are commands, not translated</comment>
        <translation>--%1 只能与 analyze 或 explain 一起使用</translation>
    </message>
    <message>
        <source>--json goes with analyze, explain, review or stats, not with batch input</source>
        <comment>a usage error; --json is an option, analyze, explain, review and stats are commands, not translated</comment>
        <translation>--json 只能与 analyze、explain、review 或 stats 一起使用，不能用于批量输入</translation>
    </message>
    <message>
        <source>--to-move goes with analyze or explain; line-score batch input names the side in each case</source>
        <comment>a usage error; --to-move is an option, analyze and explain are commands and line-score the rules&apos; name, not translated</comment>
        <translation>--to-move 只能与 analyze 或 explain 一起使用；line-score 批量输入在每组数据中指明走棋方</translation>
    </message>
    <message>
        <source>explain needs a BOARD (or - to read it from standard input, or --size for an empty board), and may take a CELL after it</source>
        <comment>a usage error; explain is a command, BOARD and CELL its arguments and --size an option, not translated</comment>
        <translation>explain 需要一个 BOARD（或用 - 从标准输入读取，或用 --size 指定空棋盘），其后可再给一个 CELL</translation>
    </message>
    <message>
        <source>explain takes a BOARD or --size, not both (with --size, its one argument is a CELL); unexpected &apos;%1&apos;</source>
        <comment>a usage error; %1 is the argument too many; explain is a command, BOARD and CELL its arguments and --size an option, not translated</comment>
        <translation>explain 接受 BOARD 或 --size，不能两者同时使用（使用 --size 时，唯一的参数是 CELL）；多余的参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>explain takes a BOARD and a CELL; unexpected &apos;%1&apos;</source>
        <comment>a usage error; %1 is the argument too many; explain is a command, BOARD and CELL its arguments, not translated</comment>
        <translation>explain 只接受一个 BOARD 和一个 CELL；多余的参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>analyze, explain, review or stats; none for batch input.</source>
        <comment>help: the argument command; analyze, explain, review and stats are commands, not translated</comment>
        <translation>analyze、explain、review 或 stats；批量输入时不用
命令。</translation>
    </message>
    <message>
        <source>analyze, explain: the board, or - for standard input; review: the game record&apos;s file, or -.</source>
        <comment>help: the argument BOARD or FILE; analyze, explain and review are commands, not translated</comment>
        <translation>analyze、explain：棋盘，或用 - 表示标准输入；
review：棋谱文件，或用 - 表示标准输入。</translation>
    </message>
    <message>
        <source>explain: the move to explain (such as c4), instead of the position.</source>
        <comment>help: the argument CELL; explain is a command, not translated</comment>
        <translation>explain：要解释的着法（如 c4），而不是整个局面。</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (expected analyze, explain, review or stats)</source>
        <comment>a usage error; %1 is what was given; analyze, explain, review and stats are commands, not translated</comment>
        <translation>未知命令 &apos;%1&apos;（应为 analyze、explain、review 或 stats）</translation>
    </message>
    <message>
        <source>(--value-only: the moves were not analysed one by one, so there is no grid of their results)</source>
        <comment>analyze --value-only: the line in place of the grid of results; --value-only is an option, not translated</comment>
        <translation>（--value-only：未逐着分析，因此没有各着结果的网格）</translation>
    </message>
    <message>
        <source>analyze, explain: the empty board of this size (columns x rows, each 3 to 20), instead of BOARD.</source>
        <comment>help: the option --size; analyze and explain are commands and BOARD their argument, not translated</comment>
        <translation>analyze、explain：使用此尺寸（列数x行数，各为 3 到
20）的空棋盘，而不用 BOARD。</translation>
    </message>
    <message>
        <source>--size takes COLUMNSxROWS, each from 3 to 20 (such as 5x5), not &apos;%1&apos;</source>
        <comment>a usage error; %1 is what was given; --size is an option, not translated</comment>
        <translation>--size 需要 列数x行数，各为 3 到 20（如 5x5），而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--k takes a whole number from 3 to 20, not &apos;%1&apos;</source>
        <comment>a usage error; %1 is what was given; --k is an option, not translated</comment>
        <translation>--k 需要 3 到 20 之间的整数，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>classic (default, also freestyle: k or more in a row wins), exact (only exactly k in a row wins), misere (completing a line loses) or line-score (play until the board is full; %1).</source>
        <comment>help: the option --rules; classic, freestyle, exact, misere and line-score are the rules&apos; names, not translated; %1 is what line-score&apos;s score counts (o lines minus x lines)</comment>
        <translation>classic（默认，也称 freestyle：k 子或更多连线获胜）、
exact（恰好 k 子连线才获胜）、misere（连成一线者负）或
line-score（下到棋盘填满为止；%1）。</translation>
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
        <translation>分析一个局面：合法性、结论、最佳变化及每个空格的结果。
BOARD 为网格（&quot;xoo\n.x.\n..x&quot;）或单行（&quot;xoo/.x./..x&quot;，
正方形棋盘也可写作 &quot;xoo.x...x&quot;），3 到 20 行，每行 3 到
20 格，前面可有 &quot;# k=4 ...&quot; 文件头行；&quot;-&quot; 表示从标准输入
读取。使用 --size 且不给 BOARD 时，分析该尺寸的空棋盘。
大于 3x3 的棋盘需要搜索：不超过 64 格的搜索到底，更大的
（15x15、20x20）搜索必胜与必败；--time-limit 报告到时
已证明的结果。</translation>
    </message>
    <message>
        <source>A game record (&quot;-&quot;: standard input): a # header, an
optional start board, then the moves (&quot;1. b2 a1 2. c3
(2. a3 c1) c1&quot;: a1 is column a, row 1, the bottom left;
a variation in parentheses replaces the move before it).
Grades every move against the best its side had: best,
inaccuracy, mistake or blunder (line-score: points lost).</source>
        <comment>help: what the command review does, beside &apos;review FILE&apos; in the command list; lines of at most 62 columns (a Korean or Chinese character takes two); the quoted examples and line-score are not translated; best, inaccuracy, mistake and blunder as translated for review&apos;s grades</comment>
        <translation>一份棋谱（&quot;-&quot; 表示标准输入）：# 文件头、可选的起始棋盘，
然后是着法（&quot;1. b2 a1 2. c3 (2. a3 c1) c1&quot;：a1 指左下角，
即第 a 列第 1 行；括号中的变化替换它前面的那一着）。
将每着与该方当时的最佳着法比较并评级：最佳、欠佳、错着
或大错（line-score：丢失的分数）。</translation>
    </message>
    <message>
        <source>Solves k-in-a-row positions with perfect play on boards from
3x3 to 20x20: to the end up to 64 cells (8x8, 16x4, 10x6),
forced wins and losses beyond (gomoku&apos;s 15x15).</source>
        <comment>help: the first paragraph, what ttt-solve is; k is the number of marks in a row that wins</comment>
        <translation>按完美对弈求解 k 子连线局面，棋盘从 3x3 到 20x20：不超过
64 格（8x8、16x4、10x6）的求解到底，更大的（五子棋的
15x15）求必胜与必败。</translation>
    </message>
    <message>
        <source>--certificate: certificates prove classic, exact and misere results, not line-score scores</source>
        <comment>a usage error; --certificate is an option, classic, exact, misere and line-score the names of sets of rules, not translated</comment>
        <translation>--certificate：证明书证明 classic、exact 与 misere 的结果，不证明 line-score 的分数</translation>
    </message>
    <message>
        <source>explain puts proofs of classic and misere results into words, not yet the exact rule&apos;s: analyze (with --certificate) and review take it</source>
        <comment>explain under the exact rule; exact, classic and misere are the rules&apos; names, explain, analyze and review commands, --certificate an option, not translated</comment>
        <translation>explain 目前只把 classic 与 misere 结果的证明说成文字，尚不支持 exact 规则：exact 规则请用 analyze（可加 --certificate）和 review</translation>
    </message>
    <message numerus="yes">
        <source>%1; it holds the wins and losses proven by threats, not the %n result(s) searched to the end</source>
        <comment>analyze --certificate on a board of more than 64 cells: %1 is what the certificate is (proof.cert: 45,116 positions, 71,506 bytes); results near the end of the game were searched exhaustively, and only threat proofs are certified</comment>
        <translation>
            <numerusform>%1；含以威胁证明的胜负，不含搜索到底的 %n 个结果</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; it holds the wins and losses proven by threats, the rest is unknown</source>
        <comment>analyze --certificate on a board of more than 64 cells: %1 is what the certificate is (proof.cert: 45,116 positions, 71,506 bytes)</comment>
        <translation>%1；含以威胁证明的胜负，其余未知</translation>
    </message>
    <message>
        <source>(?75: nothing proven; an estimate of the move from its lines, 0-100, not a result)</source>
        <comment>analyze: the key under the grid for unproven moves with an estimate, such as ?75 (75 of 100: 100 is the most promising move)</comment>
        <translation>(?75：未证明；按经过的线对该着的估计，0-100，不是结果)</translation>
    </message>
    <message>
        <source>analyze: write a certificate of every result proven to FILE, for ttt-check to verify (classic, exact and misere rules; beyond 64 cells, the forced wins and losses).</source>
        <comment>help: the option --certificate; analyze is a command, ttt-check a program, classic, exact and misere the rules&apos; names, not translated</comment>
        <translation>analyze：将已证明的每个结果的证明书写入 FILE，供 ttt-check 验证（classic、exact 与 misere 规则；超过 64 格的棋盘为强制胜负）。</translation>
    </message>
    <message>
        <source>%1 missed or allowed a win (estimates)</source>
        <comment>review&apos;s summary of a side on a big board: how many of its moves missed a proven win, or were proven to allow one where another move was not proven to</comment>
        <translation>%1 着错过或让出必胜（估计）</translation>
    </message>
    <message>
        <source>byte %1: %2</source>
        <comment>where in a binary input (a RenLib library) a problem is, then the problem</comment>
        <translation>第 %1 字节：%2</translation>
    </message>
    <message>
        <source>%1 has more than %2 bytes: a game record has a few hundred, a RenLib library a few million</source>
        <comment>review: %1 is the game record&apos;s file, %2 the most bytes it may have</comment>
        <translation>%1 超过 %2 字节：棋谱约几百字节，RenLib 库约几百万字节</translation>
    </message>
    <message>
        <source>--rules takes classic (or freestyle), exact, renju, omok, misere or line-score, not &apos;%1&apos;</source>
        <comment>a usage error; %1 is what was given; --rules is an option and classic, freestyle, exact, renju, omok, misere and line-score the rules&apos; names, not translated</comment>
        <translation>--rules 的值应为 classic（或 freestyle）、exact、renju、omok、misere 或 line-score，而不是“%1”</translation>
    </message>
    <message>
        <source>%4 is five in a row on a board of at least %1 cells (such as 15x15), not k=%2 on %3</source>
        <comment>a usage error: %4 is the rules&apos; name (renju or omok), not translated; %3 is the board&apos;s size (5x5)</comment>
        <translation>%4 是在至少 %1 格的棋盘（如 15x15）上五子连珠，不是 %3 棋盘上的 k=%2</translation>
    </message>
    <message>
        <source>after the end</source>
        <comment>review: the grade of a move played after a forbidden move lost the game (renju, omok): not graded; keep it short</comment>
        <translation>终局后</translation>
    </message>
    <message>
        <source>forbidden</source>
        <comment>review: the grade of a move its side may not play (renju&apos;s black, omok), which loses the game; keep it short</comment>
        <translation>禁手</translation>
    </message>
    <message>
        <source>%1 may not play %2 under omok (%3): %1 loses the game here, and the moves after it are not graded.</source>
        <comment>review: %1 is the side (x or o), %2 the cell (h8); %3 says why: double three: the lines …</comment>
        <translation>按韩国五子棋规则，%1 不能下在 %2（%3）：%1 在此告负，之后的着法不作评价。</translation>
    </message>
    <message>
        <source>%1 may not play %2 under renju (%3): %1 loses the game here, and the moves after it are not graded.</source>
        <comment>review: %1 is black (x), %2 the cell (h8); %3 says why: double three: the lines …</comment>
        <translation>按连珠规则，%1 不能下在 %2（%3）：%1 在此告负，之后的着法不作评价。</translation>
    </message>
    <message numerus="yes">
        <source>%n forbidden move(s)</source>
        <comment>review&apos;s summary of a side (renju, omok): how many of its moves were forbidden to it (the first lost the game)</comment>
        <translation>
            <numerusform>%n 手禁手</numerusform>
        </translation>
    </message>
    <message>
        <source>--threat-positions takes a number of positions from 1 to %1, not &apos;%2&apos;</source>
        <comment>a usage error; %1 is the largest number allowed, %2 what was given; --threat-positions is an option, not translated</comment>
        <translation>--threat-positions 需要 1 到 %1 之间的局面数，而不是 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>analyze, explain, review (for each position), on boards of more than 64 cells: about how many positions the search for forced wins by threats may spend (default 4194304); fewer ends sooner, more proves more of the wins that take longer to find.</source>
        <comment>help: the option --threat-positions; analyze, explain and review are commands, not translated</comment>
        <translation>analyze、explain、review（对每个局面），在超过 64 格的
棋盘上：以威胁搜索强制取胜时大约可用的局面数（默认
4194304）；越少结束越快，越多能证明更多较难找到的
胜利。</translation>
    </message>
    <message>
        <source>--%1 goes with analyze, explain or review</source>
        <comment>a usage error; --%1 is an option (--time-limit, --hash, --threads, --threat-positions), analyze, explain and review are commands, not translated</comment>
        <translation>--%1 只能与 analyze、explain 或 review 一起使用</translation>
    </message>
</context>
<context>
    <name>ttt::explain</name>
    <message>
        <source>%1 at %2</source>
        <comment>a threatened line and the cell completing it</comment>
        <translation>在 %2 连成 %1</translation>
    </message>
    <message>
        <source>%1. %2 %3.</source>
        <comment>a numbered move: number, side, cell</comment>
        <translation>%1. %2 %3。</translation>
    </message>
    <message>
        <source>%1. %2 %3 threatens to complete %4.</source>
        <comment>a numbered move: number, side, cell, then &apos;a4–d4 at d4&apos;</comment>
        <translation>%1. %2 %3 威胁%4。</translation>
    </message>
    <message>
        <source> and </source>
        <comment>between two threatened lines</comment>
        <translation>，或</translation>
    </message>
    <message>
        <source>%1. %2 %3 makes a double threat: %4.</source>
        <comment>a numbered move: number, side, cell, then the threatened lines</comment>
        <translation>%1. %2 %3 形成双重威胁：%4。</translation>
    </message>
    <message>
        <source>%1. %2 %3 completes %4, a line of its own, and loses.</source>
        <comment>misère; a numbered move: number, side, cell, line</comment>
        <translation>%1. %2 %3 连成了自己的一线 %4，因而告负。</translation>
    </message>
    <message>
        <source>%1. %2 %3 completes %4 and wins.</source>
        <comment>a numbered move: number, side, cell, line</comment>
        <translation>%1. %2 %3 连成 %4，获胜。</translation>
    </message>
    <message>
        <source>%1. %2 %3 is forced: it blocks the threat.</source>
        <comment>a numbered move: number, side, cell</comment>
        <translation>%1. %2 %3 是被迫的：必须挡住这个威胁。</translation>
    </message>
    <message>
        <source>completing a line</source>
        <comment>what an answer does</comment>
        <translation>连成一线</translation>
    </message>
    <message>
        <source>and the board is full</source>
        <comment>what follows an answer</comment>
        <translation>棋盘随即填满</translation>
    </message>
    <message>
        <source>then %1 has a pairing</source>
        <comment>what follows an answer; %1 a side</comment>
        <translation>之后 %1 可凭配对保住平局</translation>
    </message>
    <message>
        <source>then no live line is left</source>
        <comment>what follows an answer</comment>
        <translation>之后再无活线</translation>
    </message>
    <message>
        <source>then an extra mark never hurts</source>
        <comment>what follows an answer</comment>
        <translation>之后凭“多一子无害”成立</translation>
    </message>
    <message>
        <source>and so on, one level deeper</source>
        <comment>what follows an answer: the proof goes on below</comment>
        <translation>之后同理，再深入一层</translation>
    </message>
    <message>
        <source>anything else</source>
        <comment>the rest of the replies, listed last</comment>
        <translation>其他着法</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>replies: what holds after them, with no answer needed</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: %2 answers %3, %4</source>
        <comment>replies: side answers cell, what holds then</comment>
        <translation>%1：%2 应于 %3，%4</translation>
    </message>
    <message>
        <source>%1: %2 completes its line at %3</source>
        <comment>replies that leave a threat open: side, cell</comment>
        <translation>%1：%2 在 %3 连成一线</translation>
    </message>
    <message>
        <source>%1: %2 answers %3, threatening %4 and %5 at once</source>
        <comment>replies that leave a fork: side, the fork&apos;s cell, two lines</comment>
        <translation>%1：%2 应于 %3，同时威胁 %4 和 %5</translation>
    </message>
    <message>
        <source>%1: %2 answers %3, threatening two lines at once</source>
        <comment>replies that leave a fork: side, the fork&apos;s cell</comment>
        <translation>%1：%2 应于 %3，同时威胁两条线</translation>
    </message>
    <message>
        <source>%1: no line can use these cells, answered as %2 is</source>
        <comment>dead-cell replies: the reply whose answer serves</comment>
        <translation>%1：任何连线都用不上这些格，应对方式与 %2 相同</translation>
    </message>
    <message>
        <source>%1: completes a line of its own and loses</source>
        <comment>misère: replies that complete the mover&apos;s own line</comment>
        <translation>%1：连成自己的一线，因而告负</translation>
    </message>
    <message>
        <source>The game is over: %1 is complete.</source>
        <comment>%1 a line</comment>
        <translation>对局已结束：%1 已连成一线。</translation>
    </message>
    <message>
        <source>The board fills up: a tie.</source>
        <translation>棋盘填满：平局。</translation>
    </message>
    <message>
        <source>%1 can block only one of them; %2 completes one left open and wins.</source>
        <comment>%1 the defender, %2 the attacker</comment>
        <translation>%1 只能挡住其中一条；%2 连成未被挡住的那条线而获胜。</translation>
    </message>
    <message>
        <source>Whatever %1 plays, %2 answers with a fork: two threats at once, of which %1 can block only one.</source>
        <comment>%1 the defender, %2 the attacker; the replies and forks follow</comment>
        <translation>无论 %1 怎么走，%2 都以双杀应对：同时形成两个威胁，%1 只能挡住其中一个。</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds with %n pair(s) of cells (%3): whenever %2 takes one cell of a pair, %1 takes the other. Every line %2 could still complete holds a whole pair, so %2 completes none.</source>
        <comment>%1 the side holding the tie, %2 the other side, %3 the pairs</comment>
        <translation>
            <numerusform>%1 用 %n 对格子（%3）保住平局：每当 %2 占据某一对中的一格，%1 就占另一格。%2 仍可能连成的每条线都包含完整的一对，所以 %2 一条线也连不成。</numerusform>
        </translation>
    </message>
    <message>
        <source>Every line holds a mark of %1&apos;s: %2 can never complete a line, so %2 never loses.</source>
        <comment>misère; %1 the other side, %2 the side holding the tie</comment>
        <translation>每条线上都有 %1 的棋子：%2 永远连不成一线，所以 %2 不会输。</translation>
    </message>
    <message>
        <source>Every line holds a mark of %1&apos;s: %2 has no line left to complete.</source>
        <comment>%1 the side holding the tie, %2 the other side</comment>
        <translation>每条线上都有 %1 的棋子：%2 已没有可以连成的线。</translation>
    </message>
    <message>
        <source>Every move left to %1 completes a line of its own: %1 loses.</source>
        <comment>misère; %1 the side to move</comment>
        <translation>%1 剩下的每一着都会连成自己的一线：%1 负。</translation>
    </message>
    <message numerus="yes">
        <source>Whatever %1 plays (%n move(s)), %2 has an answer that keeps the win:</source>
        <comment>%1 the defender, %2 the attacker; the groups of replies follow</comment>
        <translation>
            <numerusform>无论 %1 走哪一着（共 %n 着），%2 都有保住胜局的应着：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Whatever %1 tries (%n move(s)), %2 has an answer that holds the tie:</source>
        <comment>%1 the attacker, %2 the side holding the tie; the groups follow</comment>
        <translation>
            <numerusform>无论 %1 如何尝试（共 %n 着），%2 都有保住平局的应着：</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2 wins.</source>
        <comment>side, cell</comment>
        <translation>%1 下在 %2 必胜。</translation>
    </message>
    <message>
        <source>%1 on %2 loses.</source>
        <comment>side, cell</comment>
        <translation>%1 下在 %2 必负。</translation>
    </message>
    <message>
        <source>%1 on %2 loses: %3 has a winning answer.</source>
        <comment>side, cell, the other side</comment>
        <translation>%1 下在 %2 必负：%3 有制胜的应着。</translation>
    </message>
    <message>
        <source>%1 on %2 leads to a tie: %3 can stop every attempt of %1&apos;s to win, and %1 can stop %3&apos;s.</source>
        <comment>side, cell, the other side</comment>
        <translation>%1 下在 %2 导致平局：%3 能挡住 %1 的每一次取胜尝试，%1 也能挡住 %3 的。</translation>
    </message>
    <message>
        <source>%1 on %2 cannot lose (proven so far).</source>
        <comment>side, cell</comment>
        <translation>%1 下在 %2 不会输（目前已证明）。</translation>
    </message>
    <message>
        <source>%1 on %2 cannot win (proven so far): %3 holds it.</source>
        <comment>side, cell, the other side</comment>
        <translation>%1 下在 %2 无法获胜（目前已证明）：%3 守得住。</translation>
    </message>
    <message>
        <source>Nothing is proven yet about %1 on %2.</source>
        <comment>side, cell</comment>
        <translation>%1 下在 %2 的结果尚未得到任何证明。</translation>
    </message>
    <message>
        <source>%1 to move wins.</source>
        <comment>side</comment>
        <translation>走棋方 %1 必胜。</translation>
    </message>
    <message>
        <source>%1 to move loses: whatever %1 plays, %2 has a winning answer.</source>
        <comment>side, the other side</comment>
        <translation>走棋方 %1 必负：无论 %1 怎么走，%2 都有制胜的应着。</translation>
    </message>
    <message>
        <source>%1 to move: a tie. %2 can stop every attempt of %1&apos;s to win, and %1 can stop %2&apos;s.</source>
        <comment>side, the other side</comment>
        <translation>轮到 %1 走：平局。%2 能挡住 %1 的每一次取胜尝试，%1 也能挡住 %2 的。</translation>
    </message>
    <message>
        <source>%1 to move cannot lose (proven so far).</source>
        <comment>side</comment>
        <translation>走棋方 %1 不会输（目前已证明）。</translation>
    </message>
    <message>
        <source>%1 to move cannot win (proven so far): %2 holds it.</source>
        <comment>side, the other side</comment>
        <translation>走棋方 %1 无法获胜（目前已证明）：%2 守得住。</translation>
    </message>
    <message>
        <source>Nothing is proven yet about %1 to move.</source>
        <comment>side</comment>
        <translation>轮到 %1 走的这个局面尚未得到任何证明。</translation>
    </message>
    <message>
        <source>An extra mark never hurts, and %1 holds this even without %2: what follows leaves %2 out.</source>
        <comment>%1 a side, %2 cells of its</comment>
        <translation>多一子无害：即使没有 %2 上的棋子，%1 也守得住，所以下文不考虑 %2。</translation>
    </message>
    <message>
        <source>%1 holds this even if %2 also had %3: what follows counts %3 as %2&apos;s.</source>
        <comment>%1 a side, %2 the other side, %3 cells</comment>
        <translation>即使 %2 还占有 %3，%1 也守得住：下文把 %3 算作 %2 的棋子。</translation>
    </message>
    <message>
        <source>And %1 cannot lose either:</source>
        <comment>a side</comment>
        <translation>而且 %1 也不会输：</translation>
    </message>
    <message>
        <source>line</source>
        <comment>what holds a node of a proof</comment>
        <translation>连成一线</translation>
    </message>
    <message>
        <source>full board</source>
        <comment>what holds a node of a proof</comment>
        <translation>棋盘已满</translation>
    </message>
    <message>
        <source>move</source>
        <comment>what holds a node of a proof</comment>
        <translation>着法</translation>
    </message>
    <message>
        <source>every reply answered</source>
        <comment>what holds a node of a proof</comment>
        <translation>每种应着都有应对</translation>
    </message>
    <message>
        <source>pairing</source>
        <comment>what holds a node of a proof</comment>
        <translation>配对</translation>
    </message>
    <message>
        <source>no live line</source>
        <comment>what holds a node of a proof</comment>
        <translation>无活线</translation>
    </message>
    <message>
        <source>an extra mark never hurts</source>
        <comment>what holds a node of a proof</comment>
        <translation>多一子无害</translation>
    </message>
    <message>
        <source>answered below</source>
        <comment>how a reply is answered in a proof</comment>
        <translation>在下一层应对</translation>
    </message>
    <message>
        <source>leaves a threat open</source>
        <comment>how a reply is answered in a proof</comment>
        <translation>未挡住威胁</translation>
    </message>
    <message>
        <source>double threat</source>
        <comment>how a reply is answered in a proof</comment>
        <translation>双重威胁</translation>
    </message>
    <message>
        <source>leaves a fork</source>
        <comment>how a reply is answered in a proof</comment>
        <translation>留下双杀</translation>
    </message>
    <message>
        <source>mirror image</source>
        <comment>how a reply is answered in a proof</comment>
        <translation>对称像</translation>
    </message>
    <message>
        <source>dead cell</source>
        <comment>how a reply is answered in a proof</comment>
        <translation>死格</translation>
    </message>
    <message>
        <source>completes its own line</source>
        <comment>how a reply is answered in a proof</comment>
        <translation>连成己方一线</translation>
    </message>
    <message>
        <source>double threat</source>
        <comment>what holds a node of a proof</comment>
        <translation>双重威胁</translation>
    </message>
    <message>
        <source>forced block</source>
        <comment>what holds a node of a proof</comment>
        <translation>被迫堵截</translation>
    </message>
    <message>
        <source>fork</source>
        <comment>what holds a node of a proof</comment>
        <translation>双杀</translation>
    </message>
    <message>
        <source>%1. %2 would play %3, which it holds already: it plays anywhere else instead, and an extra mark never hurts.</source>
        <comment>a numbered move: number, side, cell</comment>
        <translation>%1. %2 本应下在 %3，但已占有该格：于是改下在任意别处，多一子无害。</translation>
    </message>
    <message>
        <source>%1. %2 %3 is forced: it blocks %4.</source>
        <comment>a numbered move: number, side, cell, the line blocked (a4–d4)</comment>
        <translation>%1. %2 %3 是被迫的：必须挡住 %4。</translation>
    </message>
    <message>
        <source>completing %1</source>
        <comment>what an answer does; a line</comment>
        <translation>连成 %1</translation>
    </message>
    <message>
        <source>then %1 mirrors every move</source>
        <comment>misère; what follows an answer; %1 a side</comment>
        <translation>之后 %1 每一着都走对称的位置</translation>
    </message>
    <message>
        <source>then the other side runs out of room: %1 wins</source>
        <comment>misère; what follows an answer; %1 a side</comment>
        <translation>之后对方无路可走：%1 胜</translation>
    </message>
    <message>
        <source>then %1 wins by ply %2 at the latest</source>
        <comment>what follows an answer; %1 a side, %2 a ply counted as the moves are numbered (the first move explained is ply 1)</comment>
        <translation>之后 %1 最迟在第 %2 步获胜</translation>
    </message>
    <message>
        <source>then pairings or blocked lines hold the tie by ply %1 at the latest</source>
        <comment>what follows an answer; %1 a ply counted as the moves are numbered (the first move explained is ply 1)</comment>
        <translation>之后最迟到第 %1 步，配对或堵死的连线即可保住平局</translation>
    </message>
    <message>
        <source>%1: %2 completes %3 at %4</source>
        <comment>replies that leave a threat open: side, the line, the cell completing it</comment>
        <translation>%1：%2 在 %4 连成 %3</translation>
    </message>
    <message>
        <source>%1: %2 completes whichever of %3 is left open</source>
        <comment>replies against a double threat: side, the lines threatened</comment>
        <translation>%1：%2 连成 %3 中未被挡住的那条</translation>
    </message>
    <message>
        <source>%1 has a double threat: %3. %2 can block only one of them; %1 completes one left open and wins.</source>
        <comment>%1 the attacker, %2 the defender, %3 the lines (&apos;a4–d4 at d4 and a1–d1 at b1&apos;)</comment>
        <translation>%1 有双重威胁：%3。%2 只能挡住其中一条；%1 连成未被挡住的那条线而获胜。</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds with %n pair(s) of cells (%3): whenever %2 takes one cell of a pair, %1 takes the other, and it never takes both. Every line %1 could still complete holds a whole pair, so %1 completes none.</source>
        <comment>misère; %1 the side holding the tie, %2 the other side, %3 the pairs</comment>
        <translation>
            <numerusform>%1 用 %n 对格子（%3）保住平局：每当 %2 占据某一对中的一格，%1 就占另一格，且从不同时占据一对中的两格。%1 仍可能连成的每条线都包含完整的一对，所以 %1 一条线也不会连成。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 answers every move of %2&apos;s with its mirror image (%3). A line %1 completed would mirror a line %2 had completed first, so %1 never loses.</source>
        <comment>misère; %1 the side holding the tie, %2 the other side, %3 the mirror</comment>
        <translation>%1 对 %2 的每一着都以对称位置应对（%3）。%1 若连成一线，那必是 %2 先前已连成的一线的对称像，所以 %1 不会输。</translation>
    </message>
    <message>
        <source>it answers every move with its mirror image (%1)</source>
        <comment>misère; why a side never loses; %1 the mirror</comment>
        <translation>它对每一着都以对称位置应对（%1）</translation>
    </message>
    <message>
        <source>it answers in pairs of cells, as shown</source>
        <comment>misère; why a side never loses</comment>
        <translation>它按图示的格子对应对</translation>
    </message>
    <message>
        <source>every line it could complete is blocked</source>
        <comment>misère; why a side never loses</comment>
        <translation>它可能连成的每条线都已被堵住</translation>
    </message>
    <message>
        <source>mirror</source>
        <comment>what holds a node of a proof</comment>
        <translation>对称策略</translation>
    </message>
    <message>
        <source>too many lines to block</source>
        <comment>what holds a node of a proof</comment>
        <translation>要堵的线太多</translation>
    </message>
    <message>
        <source>a half turn about the centre</source>
        <comment>a mirror strategy</comment>
        <translation>绕中心旋转 180°</translation>
    </message>
    <message>
        <source>left to right</source>
        <comment>a mirror strategy</comment>
        <translation>左右对称</translation>
    </message>
    <message>
        <source>top to bottom</source>
        <comment>a mirror strategy</comment>
        <translation>上下对称</translation>
    </message>
    <message>
        <source>across the diagonal %1</source>
        <comment>a mirror strategy; %1 the diagonal, as a1–e5</comment>
        <translation>沿对角线 %1 对称</translation>
    </message>
    <message numerus="yes">
        <source>%1 never loses here (%3), and %2 still has %n line(s) to fill that share no empty cell: %4.</source>
        <comment>misère; %1 the winner, %2 the loser, %3 why the winner never loses, %4 the lines</comment>
        <translation>
            <numerusform>%1 在此不会输（%3），而 %2 仍有 %n 条互不共用空格的线要填：%4。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has only %n move(s) left to block them, so before the board is full %2 completes one and loses.</source>
        <comment>misère; %1 the winner, %2 the loser; after the lines it must fill</comment>
        <translation>
            <numerusform>%1 只剩 %n 着可用来堵这些线，所以在棋盘填满之前 %2 必会连成其中一条而告负。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2 %3 makes a fork: %4 and %5 meet at %6, where a move would threaten both.</source>
        <comment>a numbered move: number, side, cell, the two lines (a4–e4, c2–c6) and the cell they share</comment>
        <translation>%1. %2 %3 形成双杀之势：%4 与 %5 交于 %6，下在那里即同时威胁两条线。</translation>
    </message>
</context>
<context>
    <name>ttt::facts</name>
    <message>
        <source>o lines minus x lines</source>
        <comment>what a line-score score counts: the lines o holds minus the lines x holds; x and o are the sides</comment>
        <translation>o 的连线数减 x 的连线数</translation>
    </message>
</context>
<context>
    <name>ttt::game</name>
    <message>
        <source>a variation opens here, but no move comes before it: a variation in parentheses follows the move it replaces</source>
        <translation>此处开始一个变化，但前面没有着法：括号中的变化应紧跟在它所替换的着法之后</translation>
    </message>
    <message>
        <source>&apos;)&apos; closes no variation</source>
        <translation>&apos;)&apos; 没有可结束的变化</translation>
    </message>
    <message>
        <source>a variation with no move in it</source>
        <translation>变化中没有着法</translation>
    </message>
    <message>
        <source>expected &apos;.&apos; after the move number %1 (such as 3. c2)</source>
        <comment>%1 is the number as written in the record</comment>
        <translation>着法编号 %1 之后应为 &apos;.&apos;（如 3. c2）</translation>
    </message>
    <message>
        <source>expected a move (a cell such as b2), found %1</source>
        <comment>%1 is what was found, such as &apos;a tab&apos;</comment>
        <translation>应为着法（如 b2 这样的格），却遇到%1</translation>
    </message>
    <message>
        <source>expected a move: a cell from a1 to %1 (a column letter from a to %2, a row number from 1 to %3), found &apos;%4&apos;</source>
        <comment>%1 is the name of the last cell, such as d4, %2 its column letter and %3 its row number; %4 is what was written in the record</comment>
        <translation>应为着法：从 a1 到 %1 的格（列字母 a 到 %2，行号 1 到 %3），却遇到 &apos;%4&apos;</translation>
    </message>
    <message>
        <source>this variation is never closed: a &apos;)&apos; is missing</source>
        <translation>此变化没有结束：缺少 &apos;)&apos;</translation>
    </message>
    <message>
        <source>a move after the game ended: the board is full before %1</source>
        <comment>%1 is the move, a cell such as b3</comment>
        <translation>对局结束后仍有着法：%1 之前棋盘已满</translation>
    </message>
    <message>
        <source>a move after the game ended: %1 has a line (%2) before %3</source>
        <comment>%1 is the side, x or o; %2 the cells of its line, such as a1 a2 a3; %3 is the move, a cell such as b3</comment>
        <translation>对局结束后仍有着法：%3 之前 %1 已连成一线（%2）</translation>
    </message>
    <message>
        <source>%1 is taken: %2 played it at move %3</source>
        <comment>%1 is the move, a cell such as b2; %2 is the side, x or o</comment>
        <translation>%1 已有棋子：%2 在第 %3 着下在此处</translation>
    </message>
    <message>
        <source>%1 is taken: %2 holds it in the start position</source>
        <comment>%1 is the move, a cell such as b2; %2 is the side, x or o</comment>
        <translation>%1 已有棋子：起始局面中 %2 已占据此格</translation>
    </message>
    <message>
        <source>the start position is already over, so no move can follow</source>
        <translation>起始局面的对局已经结束，之后不能再有着法</translation>
    </message>
    <message>
        <source>the start position&apos;s marks do not say whose turn it is: name the side with to-move=x or to-move=o in the header</source>
        <comment>to-move=x and to-move=o are written as they are in the header</comment>
        <translation>从起始局面的棋子数看不出轮到谁走：请在文件头中用 to-move=x 或 to-move=o 指明走棋方</translation>
    </message>
    <message>
        <source>&apos;}&apos; closes no comment</source>
        <translation>“}”没有对应的注释</translation>
    </message>
    <message>
        <source>a comment here follows no move: a comment in braces comes right after its move, or before the first move for the whole game</source>
        <translation>这里的注释前面没有着法：花括号中的注释紧跟在它的那一手之后，整局的注释写在第一手之前</translation>
    </message>
    <message>
        <source>this comment is never closed: a &apos;}&apos; is missing</source>
        <translation>这条注释没有结束：缺少“}”</translation>
    </message>
</context>
<context>
    <name>ttt::gamefiles</name>
    <message>
        <source>a %1 board: boards run from %2 to %3</source>
        <comment>%1 is the size read, such as 30x30; %2 and %3 the smallest and the biggest</comment>
        <translation>%1 的棋盘：棋盘从 %2 到 %3</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>%1 is taken: %2 holds it at the start</source>
        <comment>%1 is a cell such as h8; %2 is the side, Black or White</comment>
        <translation>%1 已被占：开局时 %2 已有棋子</translation>
    </message>
    <message>
        <source>%1 is taken: move %2 played it</source>
        <comment>%1 is a cell such as h8; %2 is the number of the move</comment>
        <translation>%1 已被占：第 %2 手已下在这里</translation>
    </message>
    <message>
        <source>a move after the game ended: the game is over before %1</source>
        <comment>%1 is the move, a cell such as h8</comment>
        <translation>对局结束后的一手：%1 之前对局已经结束</translation>
    </message>
    <message>
        <source>expected a .psq file&apos;s first line, such as &apos;%1&apos;</source>
        <comment>%1 is an example of the line, as it is written in the file</comment>
        <translation>应为 .psq 文件的第一行，例如“%1”</translation>
    </message>
    <message>
        <source>expected the board&apos;s size after &apos;%1&apos;, such as 15x15, found %2</source>
        <comment>%1 is the file&apos;s first word, Piskvorky; %2 what was found</comment>
        <translation>“%1”之后应为棋盘大小，例如 15x15，却是 %2</translation>
    </message>
    <message>
        <source>expected a move as x,y,time (such as 8,8,0: x and y counted from 1 at the top left)</source>
        <translation>应为 x,y,时间 形式的一手（例如 8,8,0：x 和 y 从左上角起从 1 数）</translation>
    </message>
    <message>
        <source>x=%1 is off the board: x runs from 1 to %2 on a %3 board</source>
        <comment>%1 is the number read; %3 the board&apos;s size, such as 15x15</comment>
        <translation>x=%1 在棋盘之外：%3 棋盘上 x 从 1 到 %2</translation>
    </message>
    <message>
        <source>y=%1 is off the board: y runs from 1 to %2 on a %3 board</source>
        <comment>%1 is the number read; %3 the board&apos;s size, such as 15x15</comment>
        <translation>y=%1 在棋盘之外：%3 棋盘上 y 从 1 到 %2</translation>
    </message>
    <message>
        <source>this game was played under the rules of %1, which this program does not play yet</source>
        <comment>%1 is the division as the file names it, such as Renju15</comment>
        <translation>这局棋按 %1 规则下，本程序尚不支持该规则</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <comment>%1 is what SGF needs here, such as &apos;(&apos; or &apos;;&apos;; %2 what was found</comment>
        <translation>应为 %1，却是 %2</translation>
    </message>
    <message>
        <source>variations nested too deep to be a game record</source>
        <translation>变化嵌套太深，不像是棋谱</translation>
    </message>
    <message>
        <source>expected &apos;[&apos; after %1, found %2</source>
        <comment>%1 is the property&apos;s name, such as B; %2 what was found</comment>
        <translation>%1 之后应为“[”，却是 %2</translation>
    </message>
    <message>
        <source>this value is never closed: a &apos;]&apos; is missing</source>
        <translation>这个值没有结束：缺少“]”</translation>
    </message>
    <message>
        <source>this game tree is never closed: a &apos;)&apos; is missing</source>
        <translation>这棵对局树没有结束：缺少“)”</translation>
    </message>
    <message>
        <source>GM[%1]: this SGF file records another game; gomoku is GM[4]</source>
        <comment>%1 is the number in the file (1 is Go, 2 Othello, ...)</comment>
        <translation>GM[%1]：这个 SGF 文件记录的是别的棋类；五子棋是 GM[4]</translation>
    </message>
    <message>
        <source>SZ[%1]: expected the board&apos;s size, such as SZ[15] or SZ[15:13]</source>
        <comment>%1 is what the file says</comment>
        <translation>SZ[%1]：应为棋盘大小，例如 SZ[15] 或 SZ[15:13]</translation>
    </message>
    <message>
        <source>%1 is set up twice at the start</source>
        <comment>%1 is a cell such as h8</comment>
        <translation>%1 在开局摆放中出现了两次</translation>
    </message>
    <message>
        <source>PL[] names the side to move: B or W</source>
        <translation>PL[] 表示轮到哪一方：B 或 W</translation>
    </message>
    <message>
        <source>the stones set up at the start already end the game</source>
        <translation>开局摆放的棋子已经结束了对局</translation>
    </message>
    <message>
        <source>the stones set up at the start do not say whose turn it is: add PL[B] or PL[W]</source>
        <translation>开局摆放的棋子看不出轮到谁：请加上 PL[B] 或 PL[W]</translation>
    </message>
    <message>
        <source>a pass: gomoku has none, every move is a stone</source>
        <translation>虚着：五子棋没有虚着，每一手都要落子</translation>
    </message>
    <message>
        <source>expected a point as two letters (column, then row from the top, such as hh), found [%1]</source>
        <comment>%1 is what the file says</comment>
        <translation>应为两个字母表示的点（先列，再从上数的行，例如 hh），却是 [%1]</translation>
    </message>
    <message>
        <source>[%1] is off the %2 board</source>
        <comment>%1 is the point as the file writes it; %2 the size, 15x15</comment>
        <translation>[%1] 在 %2 棋盘之外</translation>
    </message>
    <message>
        <source>%1 in the middle of the game: only the first node may set stones up</source>
        <comment>%1 is the property, AB (add black), AW or AE</comment>
        <translation>对局中途出现 %1：只有第一个节点可以摆放棋子</translation>
    </message>
    <message>
        <source>a move is one point, not a rectangle</source>
        <translation>一手是一个点，不是一个矩形</translation>
    </message>
    <message>
        <source>%1 moves twice in a row here</source>
        <comment>%1 is the side, Black or White</comment>
        <translation>%1 在这里连下两手</translation>
    </message>
    <message>
        <source>expected a move (a column letter and a row number, such as h8), found %1</source>
        <comment>%1 is what was found</comment>
        <translation>应为一手（列字母加行号，例如 h8），却是 %1</translation>
    </message>
    <message>
        <source>%1 is off the %2 board: its cells run from a1 to %3</source>
        <comment>%1 is the move as written; %2 the board&apos;s size, such as 15x15; %3 the name of its top-right cell</comment>
        <translation>%1 在 %2 棋盘之外：格子从 a1 到 %3</translation>
    </message>
    <message>
        <source>expected an opening: numbers separated by commas, x and y of each stone from the centre (such as 0,0, 1,-1)</source>
        <translation>应为开局：用逗号分隔的数字，每颗棋子相对中心的 x 和 y（例如 0,0, 1,-1）</translation>
    </message>
    <message>
        <source>an x with no y: an opening gives two numbers for each stone</source>
        <translation>有 x 没有 y：开局中每颗棋子要两个数字</translation>
    </message>
    <message>
        <source>%1,%2 is off the %3 board from its centre</source>
        <comment>%1 and %2 are the stone&apos;s x and y; %3 the board&apos;s size, 15x15</comment>
        <translation>从中心起 %1,%2 在 %3 棋盘之外</translation>
    </message>
    <message>
        <source>the rules (free-style)</source>
        <translation>规则（无禁手）</translation>
    </message>
    <message>
        <source>the rules (exactly five)</source>
        <translation>规则（恰好五子）</translation>
    </message>
    <message>
        <source>the rules (misère)</source>
        <translation>规则（反规则）</translation>
    </message>
    <message>
        <source>the rules (line-score)</source>
        <translation>规则（连线计分）</translation>
    </message>
    <message>
        <source>the stones of the start position</source>
        <translation>起始局面的棋子</translation>
    </message>
    <message>
        <source>which side moves first</source>
        <translation>哪一方先下</translation>
    </message>
    <message>
        <source>which side moved first</source>
        <translation>哪一方先下的</translation>
    </message>
    <message>
        <source>k=%1 (the file means five in a row)</source>
        <comment>k is the number in a row that wins</comment>
        <translation>k=%1（这种文件指五子连珠）</translation>
    </message>
    <message>
        <source>the board&apos;s size (%1; the file is read as %2)</source>
        <comment>%1 and %2 are sizes such as 20x20 and 15x15</comment>
        <translation>棋盘大小（%1；文件会按 %2 读入）</translation>
    </message>
    <message numerus="yes">
        <source>%n variation(s)</source>
        <comment>what a file cannot hold: the game&apos;s variations</comment>
        <translation>
            <numerusform>%n 个变化</numerusform>
        </translation>
    </message>
    <message>
        <source>the comments</source>
        <translation>注释</translation>
    </message>
    <message>
        <source>the rules (renju)</source>
        <translation>规则（连珠）</translation>
    </message>
    <message>
        <source>a renju game on a %1 board: renju is played on boards of at least 65 cells, such as 15x15</source>
        <comment>%1 is the board&apos;s size, such as 7x7</comment>
        <translation>%1 棋盘上的连珠对局：连珠在至少 65 格的棋盘（如 15x15）上进行</translation>
    </message>
    <message>
        <source>all of it: a RenLib library is read, never written (it is written as text)</source>
        <translation>全部：RenLib 库只读不写（将以文本保存）</translation>
    </message>
    <message>
        <source>RU[%1]: rules this program does not play; it knows free-style (RU[freestyle]), exactly five (RU[standard]), renju (RU[renju]), Korean omok (RU[omok]), misère and line-score</source>
        <comment>%1 is what the file says, such as renju</comment>
        <translation>RU[%1]：本程序不支持这种规则；支持的有无禁手（RU[freestyle]）、恰好五连（RU[standard]）、连珠（RU[renju]）、韩国五子棋（RU[omok]）、反规则和连线计分</translation>
    </message>
    <message>
        <source>the rules (Korean omok)</source>
        <translation>规则（韩国五子棋）</translation>
    </message>
</context>
<context>
    <name>ttt::legality</name>
    <message numerus="yes">
        <source>%n mark(s)</source>
        <comment>how many marks a side has</comment>
        <translation>
            <numerusform>%n 个棋子</numerusform>
        </translation>
    </message>
    <message>
        <source>three in a row</source>
        <comment>a line of marks that wins</comment>
        <translation>三子连线</translation>
    </message>
    <message>
        <source>four in a row</source>
        <comment>a line of marks that wins</comment>
        <translation>四子连线</translation>
    </message>
    <message>
        <source>five in a row</source>
        <comment>a line of marks that wins</comment>
        <translation>五子连线</translation>
    </message>
    <message>
        <source>six in a row</source>
        <comment>a line of marks that wins</comment>
        <translation>六子连线</translation>
    </message>
    <message>
        <source>seven in a row</source>
        <comment>a line of marks that wins</comment>
        <translation>七子连线</translation>
    </message>
    <message>
        <source>eight in a row</source>
        <comment>a line of marks that wins</comment>
        <translation>八子连线</translation>
    </message>
    <message>
        <source>%1 in a row</source>
        <comment>a line of marks that wins; %1 is how many marks it has</comment>
        <translation>%1 子连线</translation>
    </message>
    <message>
        <source>%1 has %2 and %3 has %4, but %1 moves first: %1 must have as many marks as %3, or one more.</source>
        <comment>%1 is the side that moves first and %3 the other, x or o; %2 and %4 are their marks, such as &apos;3 marks&apos;</comment>
        <translation>%1 有 %2，%3 有 %4，但 %1 先走：%1 的棋子数应与 %3 相同，或多一个。</translation>
    </message>
    <message>
        <source>Both x and o have %1, but the game ends at the first line, so only one side can have one.</source>
        <comment>%1 is a line of marks that wins, such as &apos;three in a row&apos;</comment>
        <translation>x 和 o 都形成了%1，但对局在第一条连线形成时就结束，所以只能有一方连成。</translation>
    </message>
    <message>
        <source>%1 has %2, so %1 made the last move and must have one mark more than %3, but %1 has %4 and %3 has %5.</source>
        <comment>%1 is the side that moves first and %3 the other, x or o; %2 is a line of marks that wins, such as &apos;three in a row&apos;; %4 and %5 are their marks, such as &apos;3 marks&apos;</comment>
        <translation>%1 形成了%2，所以最后一着是 %1 走的，其棋子应比 %3 多一个，但 %1 有 %4，%3 有 %5。</translation>
    </message>
    <message>
        <source>%1 has %2, so %1 made the last move and must have as many marks as %3, but %1 has %4 and %3 has %5.</source>
        <comment>%1 is the side that moves second and %3 the other, x or o; %2 is a line of marks that wins, such as &apos;three in a row&apos;; %4 and %5 are their marks, such as &apos;3 marks&apos;</comment>
        <translation>%1 形成了%2，所以最后一着是 %1 走的，其棋子数应与 %3 相同，但 %1 有 %4，%3 有 %5。</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n line(s) and no cell is in all of them, but the game ends at the first line, so the last move must have completed every one of them.</source>
        <comment>%1 is the side, x or o</comment>
        <translation>
            <numerusform>%1 有 %n 条连线，但没有一个格同时属于所有这些连线；而对局在第一条连线形成时就结束，所以最后一着必须同时完成所有连线。</numerusform>
        </translation>
    </message>
    <message>
        <source>in progress</source>
        <comment>the state of the game on the board</comment>
        <translation>进行中</translation>
    </message>
    <message>
        <source>x won</source>
        <comment>the state of the game on the board</comment>
        <translation>x 胜</translation>
    </message>
    <message>
        <source>o won</source>
        <comment>the state of the game on the board</comment>
        <translation>o 胜</translation>
    </message>
    <message>
        <source>a draw</source>
        <comment>the state of the game on the board</comment>
        <translation>平局</translation>
    </message>
    <message>
        <source>both x and o have a line</source>
        <comment>the state of a board no game reaches: both sides have a line</comment>
        <translation>x 和 o 都已连成一线</translation>
    </message>
</context>
<context>
    <name>ttt::proof</name>
    <message>
        <source>cannot create %1</source>
        <comment>writing a certificate; %1 is a file&apos;s name</comment>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <source>cannot write %1 (is the disk full?)</source>
        <comment>writing a certificate; %1 is a file&apos;s name</comment>
        <translation>无法写入 %1（磁盘已满？）</translation>
    </message>
    <message>
        <source>cannot rename %1 to %2</source>
        <comment>writing a certificate; %1 and %2 are files&apos; names</comment>
        <translation>无法将 %1 重命名为 %2</translation>
    </message>
</context>
<context>
    <name>ttt::renlib</name>
    <message>
        <source>expected RenLib&apos;s signature: the byte 0xFF, &quot;RenLib&quot;, the byte 0xFF</source>
        <translation>应为 RenLib 的签名：字节 0xFF、&quot;RenLib&quot;、字节 0xFF</translation>
    </message>
    <message>
        <source>the file ends in its header: a RenLib header has %1 bytes, the file %2</source>
        <comment>%1 and %2 are numbers of bytes</comment>
        <translation>文件在文件头中结束：RenLib 文件头有 %1 字节，文件只有 %2 字节</translation>
    </message>
    <message>
        <source>a library of version %1.%2: this reader knows RenLib&apos;s versions 3.0 to 3.4</source>
        <comment>%1.%2 is the version the file names, such as 2.1</comment>
        <translation>版本 %1.%2 的库：本程序读取 RenLib 3.0 至 3.4 版</translation>
    </message>
    <message>
        <source>a node cut short: the file ends one byte into it (a node has two bytes)</source>
        <translation>节点不完整：文件在节点的第一个字节后结束（一个节点有两个字节）</translation>
    </message>
    <message>
        <source>a node after a label that does not end its line: a label has no moves after it</source>
        <translation>未结束其分支的标记之后还有节点：标记之后不能有着法</translation>
    </message>
    <message>
        <source>the file ends where the node&apos;s two more bytes of flags should be</source>
        <translation>文件在节点另外两个标志字节处结束</translation>
    </message>
    <message>
        <source>flags %1 that RenLib 3 does not write (this node&apos;s flags are %2)</source>
        <comment>%1 and %2 are numbers written in hexadecimal, such as 0x0200</comment>
        <translation>RenLib 3 不会写出的标志 %1（此节点的标志为 %2）</translation>
    </message>
    <message>
        <source>a comment in RenLib 2&apos;s form: this reader reads RenLib 3&apos;s comments only</source>
        <translation>RenLib 2 格式的注释：本程序只读取 RenLib 3 的注释</translation>
    </message>
    <message>
        <source>a comment that never ends: no 0 byte after it</source>
        <translation>注释没有结尾：其后没有 0 字节</translation>
    </message>
    <message>
        <source>a label that never ends: no 0 byte after it</source>
        <translation>标记没有结尾：其后没有 0 字节</translation>
    </message>
    <message>
        <source>the cell %1 is off RenLib&apos;s 15x15 board: its row (the high four bits) runs from 0 to 14 and its column (the low four) from 1 to 15</source>
        <comment>%1 is a byte written in hexadecimal, such as 0xF0</comment>
        <translation>格 %1 不在 RenLib 的 15x15 棋盘上：行（高四位）为 0 至 14，列（低四位）为 1 至 15</translation>
    </message>
    <message>
        <source>label %1: %2</source>
        <comment>%1 is a cell such as h9; %2 the label, such as A</comment>
        <translation>标记 %1：%2</translation>
    </message>
</context>
<context>
    <name>ttt::review</name>
    <message>
        <source>best</source>
        <comment>the grade of a move as good as the best; keep it short</comment>
        <translation>最佳</translation>
    </message>
    <message>
        <source>mistake</source>
        <comment>the grade of a move that turns a win into a tie or a tie into a loss; keep it short</comment>
        <translation>错着</translation>
    </message>
    <message>
        <source>blunder</source>
        <comment>the grade of a move that turns a win into a loss; keep it short</comment>
        <translation>大错</translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <comment>how many of a side&apos;s moves were mistakes (a win turned into a tie, a tie into a loss)</comment>
        <translation>
            <numerusform>%n 个错着</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <comment>how many of a side&apos;s moves were blunders (a win turned into a loss)</comment>
        <translation>
            <numerusform>%n 个大错</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) given away</source>
        <comment>line-score: the points a side&apos;s moves lost in all</comment>
        <translation>
            <numerusform>丢 %n 分</numerusform>
        </translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <comment>the grade of a move that keeps the result but wins later or loses sooner than the best move (as chess calls a small slip); keep it short</comment>
        <translation>欠佳</translation>
    </message>
    <message numerus="yes">
        <source>%n inaccurate move(s)</source>
        <comment>how many of a side&apos;s moves were inaccuracies: they kept the result but won later or lost sooner than the best move</comment>
        <translation>
            <numerusform>%n 着欠佳</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>sets %n trap(s) out of 1 reply</source>
        <comment>whether the other side&apos;s only reply after a move loses</comment>
        <translation>
            <numerusform>设下 %n 个陷阱（共 1 种应着）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>sets %n trap(s) out of %1 replies</source>
        <comment>the replies of the other side after a move that lose; %1 how many replies</comment>
        <translation>
            <numerusform>设下 %n 个陷阱（共 %1 种应着）</numerusform>
        </translation>
    </message>
    <message>
        <source>only move!</source>
        <comment>the one move that keeps the result</comment>
        <translation>唯一着法！</translation>
    </message>
    <message>
        <source>missed win</source>
        <comment>the grade of a move played where a forced win was proven and the move is not proven to win (an estimate); keep it short</comment>
        <translation>错过必胜</translation>
    </message>
    <message>
        <source>allowed win</source>
        <comment>the grade of a move proven to let the other side win by force where another move is not proven to (an estimate); keep it short</comment>
        <translation>让出必胜</translation>
    </message>
</context>
<context>
    <name>ttt::text</name>
    <message>
        <source>the digit %1</source>
        <comment>what a look-alike character stands in for; %1 is a digit from 1 to 8</comment>
        <translation>数字 %1</translation>
    </message>
    <message>
        <source>the letter %1</source>
        <comment>what a look-alike character stands in for; %1 is a letter: x, o or a to h</comment>
        <translation>字母 %1</translation>
    </message>
    <message>
        <source>the end of the input</source>
        <comment>what was found instead</comment>
        <translation>输入结尾</translation>
    </message>
    <message>
        <source>the end of the line</source>
        <comment>what was found instead</comment>
        <translation>行尾</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>joins an item to a list that goes on, as in &apos;9, 16 or 25&apos;; %1 is the items so far</comment>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>joins the last item to a list, as in &apos;9, 16 or 25&apos;; %1 is the items before it</comment>
        <translation>%1 或 %2</translation>
    </message>
    <message numerus="yes">
        <source>row %1 is longer than row 1: expected &apos;/&apos; or the end of the line after %n cell(s), found %2</source>
        <comment>%1 is the number of the row; %2 is what was found</comment>
        <translation>
            <numerusform>第 %1 行比第 1 行长：%n 个格之后应为 &apos;/&apos; 或行尾，却遇到%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row %1 is too long: expected the end of the row after %n cell(s), found %2</source>
        <comment>%1 is the number of the row; %2 is what was found</comment>
        <translation>
            <numerusform>第 %1 行太长：%n 个格之后这一行应结束，却遇到%2</numerusform>
        </translation>
    </message>
    <message>
        <source>expected a cell (x, o, ., - or _) in row %1, found %2</source>
        <comment>%1 is the number of the row; %2 is what was found</comment>
        <translation>第 %1 行应为格（x、o、.、- 或 _），却遇到%2</translation>
    </message>
    <message>
        <source>expected a cell (x, o, ., - or _) or &apos;/&apos;, found %1</source>
        <comment>%1 is what was found</comment>
        <translation>应为格（x、o、.、- 或 _）或 &apos;/&apos;，却遇到%1</translation>
    </message>
    <message>
        <source>expected a cell (x, o, ., - or _), found %1</source>
        <comment>%1 is what was found</comment>
        <translation>应为格（x、o、.、- 或 _），却遇到%1</translation>
    </message>
    <message numerus="yes">
        <source>expected the end of the line after %n cell(s) (the most a board has), found %1</source>
        <comment>%1 is what was found</comment>
        <translation>
            <numerusform>%n 个格（棋盘最多的格数）之后应为行尾，却遇到%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row 1 ends after %n cell(s): a board has at least %1 columns</source>
        <comment>%1 is the fewest columns a board has (3)</comment>
        <translation>
            <numerusform>第 1 行只有 %n 个格：棋盘至少有 %1 列</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row %1 ends after %n cell(s): expected %2, as in row 1</source>
        <comment>%1 is the number of the row; %2 is the number of cells in row 1</comment>
        <translation>
            <numerusform>第 %1 行只有 %n 个格：应与第 1 行一样有 %2 个</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is set twice (first on line %2)</source>
        <comment>%1 is the name of a setting in the header: k, rules, first, to-move or size</comment>
        <translation>%1 被设置了两次（第一次在第 %2 行）</translation>
    </message>
    <message>
        <source>k is the number in a row that wins, a whole number from %1 to %2, not &apos;%3&apos;</source>
        <comment>%3 is the value written in the header</comment>
        <translation>k 是获胜所需的连子数，应为 %1 到 %2 的整数，而不是 &apos;%3&apos;</translation>
    </message>
    <message>
        <source>%1 is x or o, not &apos;%2&apos;</source>
        <comment>%1 is the name of a setting in the header (first or to-move); %2 is the value written there</comment>
        <translation>%1 应为 x 或 o，而不是 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>size is COLUMNSxROWS, each from %1 to %2 (such as 5x5), not &apos;%3&apos;</source>
        <comment>%3 is the value written in the header</comment>
        <translation>size 应为 列数x行数，各为 %1 到 %2（如 5x5），而不是 &apos;%3&apos;</translation>
    </message>
    <message>
        <source>a NUL byte</source>
        <comment>what was found instead</comment>
        <translation>NUL 字节</translation>
    </message>
    <message>
        <source>a tab</source>
        <comment>what was found instead</comment>
        <translation>制表符</translation>
    </message>
    <message>
        <source>a space</source>
        <comment>what was found instead</comment>
        <translation>空格</translation>
    </message>
    <message>
        <source>a carriage return</source>
        <comment>what was found instead</comment>
        <translation>回车符</translation>
    </message>
    <message>
        <source>&apos;0&apos; (the digit zero, not the letter o)</source>
        <comment>what was found instead</comment>
        <translation>&apos;0&apos;（数字零，不是字母 o）</translation>
    </message>
    <message>
        <source>the control character U+%1</source>
        <comment>%1 is the character&apos;s code in hexadecimal, such as 0001</comment>
        <translation>控制字符 U+%1</translation>
    </message>
    <message>
        <source>&apos;%1&apos;</source>
        <comment>%1 is a character of the input, quoted</comment>
        <translation>&apos;%1&apos;</translation>
    </message>
    <message>
        <source>the byte 0x%1, which is not UTF-8 text</source>
        <comment>%1 is the byte&apos;s value in hexadecimal, such as FF</comment>
        <translation>字节 0x%1，不是 UTF-8 文本</translation>
    </message>
    <message>
        <source>a byte-order mark (U+FEFF), which is only allowed at the very start</source>
        <comment>what was found instead</comment>
        <translation>字节顺序标记（U+FEFF），它只能出现在最开头</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (U+%2, not %3)</source>
        <comment>%1 is a character of the input, %2 its code in hexadecimal; %3 is what it looks like, such as &apos;the letter x&apos;</comment>
        <translation>&apos;%1&apos;（U+%2，不是%3）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (U+%2)</source>
        <comment>%1 is a character of the input, %2 its code in hexadecimal</comment>
        <translation>&apos;%1&apos;（U+%2）</translation>
    </message>
    <message>
        <source>a comment line (starting with &apos;#&apos;) can only come before the board</source>
        <translation>注释行（以 &apos;#&apos; 开头）只能出现在棋盘之前</translation>
    </message>
    <message>
        <source>a blank line inside the board: its rows must follow one another</source>
        <translation>棋盘中间有空行：棋盘各行必须连续</translation>
    </message>
    <message>
        <source>the input is empty: expected a board (%1 to %2 rows of %1 to %2 cells, or one line with &apos;/&apos; between the rows)</source>
        <comment>%1 and %2 are the fewest and the most rows (and cells in a row) of a board</comment>
        <translation>输入为空：应为一个棋盘（%1 到 %2 行，每行 %1 到 %2 格；或以 &apos;/&apos; 分隔各行的单行）</translation>
    </message>
    <message>
        <source>the header ends here: expected a board (%1 to %2 rows of %1 to %2 cells, or one line with &apos;/&apos; between the rows), or size=COLUMNSxROWS in the header</source>
        <comment>%1 and %2 are the fewest and the most rows (and cells in a row) of a board; size is the name of a setting, written as it is in the header</comment>
        <translation>文件头到此结束：应为一个棋盘（%1 到 %2 行，每行 %1 到 %2 格；或以 &apos;/&apos; 分隔各行的单行），或在文件头中写 size=列数x行数</translation>
    </message>
    <message numerus="yes">
        <source>the line ends after %n cell(s): a board on one line without &apos;/&apos; between its rows must be square (%1 cells)</source>
        <comment>%1 is a list of numbers of cells, such as &apos;9, 16 or 25&apos;</comment>
        <translation>
            <numerusform>该行只有 %n 个格：不用 &apos;/&apos; 分隔各行的单行棋盘必须是正方形（%1 格）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the line ends after %n row(s): a board has %1 to %2 rows</source>
        <comment>%1 and %2 are the fewest and the most rows of a board</comment>
        <translation>
            <numerusform>该行只有 %n 行：棋盘应有 %1 到 %2 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the board ends after %n row(s): a board has %1 to %2 rows</source>
        <comment>%1 and %2 are the fewest and the most rows of a board</comment>
        <translation>
            <numerusform>棋盘只有 %n 行：棋盘应有 %1 到 %2 行</numerusform>
        </translation>
    </message>
    <message>
        <source>size=%1x%2 does not match the board below it, which is %3x%4</source>
        <comment>%1x%2 is the size written in the header, %3x%4 the board&apos;s (columns x rows)</comment>
        <translation>size=%1x%2 与下面的棋盘不符，该棋盘为 %3x%4</translation>
    </message>
    <message>
        <source>k=%1 does not fit a %2x%3 board: k runs from %4 to %5 there</source>
        <comment>k is the setting for the number in a row that wins; %2x%3 is the board&apos;s size (columns x rows)</comment>
        <translation>k=%1 不适用于 %2x%3 的棋盘：该棋盘的 k 范围为 %4 到 %5</translation>
    </message>
    <message>
        <source>expected the end of the input after the last case, found %1</source>
        <comment>%1 is what was found</comment>
        <translation>最后一组数据之后应为输入结尾，却遇到%1</translation>
    </message>
    <message>
        <source>the input is empty: expected the number of cases (a whole number, 0 or more)</source>
        <translation>输入为空：应为数据组数（0 或更大的整数）</translation>
    </message>
    <message>
        <source>expected the number of cases (a whole number, 0 or more), found %1</source>
        <comment>%1 is what was found</comment>
        <translation>应为数据组数（0 或更大的整数），却遇到%1</translation>
    </message>
    <message>
        <source>the number of cases is too large to be real: %1</source>
        <comment>%1 is the number as written in the input</comment>
        <translation>数据组数大得不合实际：%1</translation>
    </message>
    <message>
        <source>the number of cases is negative (%1): expected the number of cases (a whole number, 0 or more)</source>
        <comment>%1 is the number as written in the input</comment>
        <translation>数据组数为负数（%1）：应为数据组数（0 或更大的整数）</translation>
    </message>
    <message>
        <source>the input ends here: expected the side to move (1 for o, 0 for x)</source>
        <translation>输入到此结束：应为走棋方（1 表示 o，0 表示 x）</translation>
    </message>
    <message>
        <source>the side to move is a single digit (1 for o, 0 for x), but %1 follows it</source>
        <comment>%1 is what was found after the digit</comment>
        <translation>走棋方是一位数字（1 表示 o，0 表示 x），但其后跟着%1</translation>
    </message>
    <message>
        <source>expected the side to move (1 for o, 0 for x), found %1</source>
        <comment>%1 is what was found</comment>
        <translation>应为走棋方（1 表示 o，0 表示 x），却遇到%1</translation>
    </message>
    <message>
        <source>the input ends inside a board: expected row %1 of %2</source>
        <comment>%1 is the number of the row, %2 the number of rows of a board</comment>
        <translation>输入在棋盘中途结束：应为第 %1 行（共 %2 行）</translation>
    </message>
    <message numerus="yes">
        <source>row %1 ends after %n cell(s): expected %2</source>
        <comment>%1 is the number of the row; %2 is the number of cells in a row</comment>
        <translation>
            <numerusform>第 %1 行只有 %n 个格：应为 %2 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row %1 is too long: expected white space after %n cell(s), found %2</source>
        <comment>%1 is the number of the row; %2 is what was found</comment>
        <translation>
            <numerusform>第 %1 行太长：%n 个格之后应为空白，却遇到%2</numerusform>
        </translation>
    </message>
    <message>
        <source>this line ends with %1 but the lines before it end with %2: use one kind of line end</source>
        <comment>%1 and %2 are kinds of line end, as programmers write them (CR LF and LF)</comment>
        <translation>此行以 %1 结尾，但前面各行以 %2 结尾：请统一使用一种行尾</translation>
    </message>
    <message numerus="yes">
        <source>expected the end of the line after %n row(s) (the most a board has), found &apos;/&apos;</source>
        <translation>
            <numerusform>%n 行（棋盘最多的行数）之后应为行尾，却遇到 &apos;/&apos;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row 1 is too long: a board has at most %n column(s), found %1</source>
        <comment>%1 is what was found</comment>
        <translation>
            <numerusform>第 1 行太长：棋盘最多 %n 列，却遇到%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected the end of the board after %n row(s) (the most a board has), found another row</source>
        <translation>
            <numerusform>%n 行（棋盘最多的行数）之后应为棋盘结尾，却又遇到一行</numerusform>
        </translation>
    </message>
    <message>
        <source>a1 is bottom-left or top-left (the corner the cell names start from), not &apos;%1&apos;</source>
        <comment>a1, bottom-left and top-left are written as they are in the header; %1 is the value written there</comment>
        <translation>a1 应为 bottom-left 或 top-left（格子名称起始的角），而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown setting &apos;%1&apos; (the settings are k, rules, first, to-move, size and a1)</source>
        <comment>the names of the settings are written as they are in the header; %1 is the name written there</comment>
        <translation>未知设置 &apos;%1&apos;（可用的设置有 k、rules、first、to-move、size 和 a1）</translation>
    </message>
    <message>
        <source>rules is classic (or freestyle), exact, renju, omok, misere or line-score, not &apos;%1&apos;</source>
        <comment>the names of the rules are written as they are in the header; %1 is the value written there</comment>
        <translation>rules 应为 classic（或 freestyle）、exact、renju、omok、misere 或 line-score，而不是“%1”</translation>
    </message>
    <message>
        <source>rules=%5 is five in a row on a board of at least %1 cells (such as 15x15), not k=%2 on %3x%4</source>
        <comment>%3x%4 is the board&apos;s size (columns x rows); %5 is the rules&apos; name (renju or omok), not translated</comment>
        <translation>rules=%5 是在至少 %1 格的棋盘（如 15x15）上五子连珠，不是 %3x%4 棋盘上的 k=%2</translation>
    </message>
</context>
</TS>
