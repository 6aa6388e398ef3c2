<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>App</name>
    <message>
        <source>The position could not be opened: %1.</source>
        <extracomment>Another app runs on the same data folder and did not take the file.</extracomment>
        <translation>无法打开局面：%1。</translation>
    </message>
    <message>
        <source>goodmeasure is already running with the same game folder (process %1) and does not answer. So as not to overwrite its game, nothing was opened. Close it, or end that process, and try again.</source>
        <translation>goodmeasure 已在使用同一游戏文件夹运行（进程 %1），且没有响应。为免覆盖它的游戏，未打开任何内容。请关闭它或结束该进程，然后重试。</translation>
    </message>
    <message>
        <source>goodmeasure</source>
        <translation>goodmeasure</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <source>Green baize</source>
        <translation>绿色台呢</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红色</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>灰色</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>棕色</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>经典</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>大号角标</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>四色</translation>
    </message>
    <message>
        <source>The deck&apos;s own</source>
        <translation>牌组自带</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>蓝色格纹</translation>
    </message>
    <message>
        <source>The card deck %1 is not installed, so the %2 deck is used.</source>
        <translation>未安装牌组 %1，因此使用牌组 %2。</translation>
    </message>
    <message>
        <source>The card back %1 is not installed, so the deck&apos;s own back is used.</source>
        <translation>未安装牌背 %1，因此使用牌组自带的牌背。</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>纯色</translation>
    </message>
    <message>
        <source>Felt</source>
        <translation>绒面</translation>
    </message>
    <message>
        <source>Spotlight</source>
        <translation>聚光灯</translation>
    </message>
</context>
<context>
    <name>Difficulty</name>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>简单(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>中等(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>困难(&amp;H)</translation>
    </message>
    <message>
        <source>E&amp;xpert</source>
        <translation>专家(&amp;X)</translation>
    </message>
    <message>
        <source>Winnable deal of &amp;level</source>
        <translation>指定难度的可胜牌局(&amp;L)</translation>
    </message>
    <message>
        <source>No deal of level %1 can be dealt: under the standard rule the solver has never found a Gloucestershire deal that can be won. Turn on the free bouquet in Settings for deals of every level.</source>
        <translation>无法发出难度为“%1”的牌局：按标准规则，求解器从未找到可以取胜的格洛斯特郡牌局。请在设置中开启自由花束，以获得各种难度的牌局。</translation>
    </message>
    <message>
        <source>The solver found no deal of level %1 this time; try again.</source>
        <translation>这次求解器没有找到难度为“%1”的牌局，请重试。</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Level %1. %2</source>
        <translation>难度：%1。%2</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Good Measure</source>
        <translation>Good Measure</translation>
    </message>
    <message>
        <source>Baker&apos;s Dozen</source>
        <translation>面包师的一打</translation>
    </message>
    <message>
        <source>Golf</source>
        <translation>高尔夫</translation>
    </message>
    <message>
        <source>Gloucestershire</source>
        <translation>格洛斯特郡</translation>
    </message>
</context>
<context>
    <name>HintController</name>
    <message>
        <source>turn a card from the stock</source>
        <translation>从牌库翻一张牌</translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1移到收牌区</translation>
    </message>
    <message>
        <source>%1 onto the waste</source>
        <translation>%1移到弃牌堆</translation>
    </message>
    <message>
        <source>%1 onto bed %2</source>
        <translation>%1移到第 %2 个花坛</translation>
    </message>
    <message>
        <source>%1 onto column %2</source>
        <translation>%1移到第 %2 列</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>已获胜</translation>
    </message>
    <message>
        <source>Thinking...</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>可以取胜</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>已输</translation>
    </message>
    <message>
        <source>Looking deeper...</source>
        <translation>深入搜索中…</translation>
    </message>
    <message>
        <source>Not yet known</source>
        <translation>尚不可知</translation>
    </message>
    <message>
        <source>Lost from the start</source>
        <translation>开局即输</translation>
    </message>
    <message>
        <source>Lost since move %1</source>
        <translation>自第 %1 步起已输</translation>
    </message>
    <message>
        <source>Every card is home.</source>
        <translation>所有牌都已收齐。</translation>
    </message>
    <message>
        <source>The solver is looking at this position.</source>
        <translation>求解器正在分析这个局面。</translation>
    </message>
    <message>
        <source>Thinking about a hint...</source>
        <translation>正在寻找提示…</translation>
    </message>
    <message>
        <source>Looking for the last winnable position...</source>
        <translation>正在寻找最后一个可胜局面…</translation>
    </message>
    <message>
        <source>This position can still be won: there is nothing to undo.</source>
        <translation>这个局面仍可取胜：无需撤销。</translation>
    </message>
    <message>
        <source>The solver has found a winning line from here.</source>
        <translation>求解器已找到从这里取胜的走法。</translation>
    </message>
    <message>
        <source>The solver proves that no win is left.</source>
        <translation>求解器证明已无法取胜。</translation>
    </message>
    <message>
        <source>The solver could not decide this position at once and is looking further.</source>
        <translation>求解器未能立即判定这个局面，正在继续搜索。</translation>
    </message>
    <message>
        <source>The solver could not decide this position within its budget.</source>
        <translation>求解器在限额内未能判定这个局面。</translation>
    </message>
    <message>
        <source>The solver proves this deal cannot be won.</source>
        <translation>求解器证明这个牌局无法取胜。</translation>
    </message>
    <message>
        <source>Position after move %1 is the first the solver proves lost.</source>
        <translation>第 %1 步之后的局面是求解器证明已输的第一个局面。</translation>
    </message>
    <message>
        <source>No earlier position is proven winnable.</source>
        <translation>没有更早的局面被证明可以取胜。</translation>
    </message>
    <message>
        <source>No legal move is left.</source>
        <translation>已无合法走法。</translation>
    </message>
    <message>
        <source>Hint: %1%2. It leads to a win.</source>
        <translation>提示：%1%2。这步可以取胜。</translation>
    </message>
    <message>
        <source>Suggestion: %1%2.</source>
        <translation>建议：%1%2。</translation>
    </message>
    <message>
        <source>This deal is lost</source>
        <translation>这个牌局已输</translation>
    </message>
    <message>
        <source>The solver proves that this deal cannot be won, whatever is played.</source>
        <translation>求解器证明这个牌局无论怎么走都无法取胜。</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>新牌局</translation>
    </message>
    <message>
        <source>This position is lost</source>
        <translation>这个局面已输</translation>
    </message>
    <message>
        <source>The solver proves that no win is left from here. You can go back to the last position it can still win from.</source>
        <translation>求解器证明从这里已无法取胜。你可以回到它仍能取胜的最后一个局面。</translation>
    </message>
    <message>
        <source>Undo to the last winnable position</source>
        <translation>撤销到最后一个可胜局面</translation>
    </message>
    <message>
        <source>Only a suggestion (no win proven): %1%2.</source>
        <translation>仅为建议（未证明可胜）：%1%2。</translation>
    </message>
    <message>
        <source>This game is won: every card is home.</source>
        <translation>本局已获胜：所有牌都已收齐。</translation>
    </message>
    <message>
        <source>The solver is working on a solution...</source>
        <translation>求解器正在求解…</translation>
    </message>
    <message>
        <source>The solver is still looking for a winning line...</source>
        <translation>求解器仍在寻找取胜走法…</translation>
    </message>
    <message>
        <source>The solver has no winning line from here to show.</source>
        <translation>求解器无法从这里给出取胜走法。</translation>
    </message>
</context>
<context>
    <name>HowTo</name>
    <message>
        <source>&lt;h3&gt;Playing with the mouse and keys&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;用鼠标和键盘玩&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost column that takes it. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;把一张可移动的牌拖到某一牌堆上：能接受它的牌堆会高亮。开启自动出牌时，单击一张牌会把它送到收牌区（如果放得上），否则放到最左边能接受它的列上。关闭自动出牌时，单击拿起一张牌，再单击一个牌堆把它放下。双击把牌送到它的收牌区。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost bed that takes it, and onto an empty bed only when no other bed does. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;把一张可移动的牌拖到某一牌堆上：能接受它的牌堆会高亮。开启自动出牌时，单击一张牌会把它送到收牌区（如果放得上），否则放到最左边能接受它的花坛上；只有其他花坛都不接受时，才放到空花坛上。关闭自动出牌时，单击拿起一张牌，再单击一个牌堆把它放下。双击把牌送到它的收牌区。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a column&apos;s top card onto the waste: the waste lights up when it takes it. With Auto play on, a click plays the card onto the waste if it fits. With Auto play off, a click picks a card up and a click on the waste puts it down. A click on the stock turns its next card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;把某列最上面的牌拖到弃牌堆上：弃牌堆能接受时会高亮。开启自动出牌时，单击一张牌会把它放到弃牌堆上（如果放得上）。关闭自动出牌时，单击拿起一张牌，再单击弃牌堆把它放下。单击牌库翻开下一张牌。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down, F or Shift+Enter sends a card home, Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;按键：方向键或 Tab 在牌堆间移动，空格或 Enter 拿起和放下，F 或 Shift+Enter 把牌送到收牌区，Ctrl+Z 撤销，Ctrl+Shift+Z 重做，H 获取提示。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down (on the stock, turns a card), Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;按键：方向键或 Tab 在牌堆间移动，空格或 Enter 拿起和放下（在牌库上则翻一张牌），Ctrl+Z 撤销，Ctrl+Shift+Z 重做，H 获取提示。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the foundations and the score. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;使用读屏软件时：T 朗读整个牌桌，P 从顶部起朗读焦点所在的牌堆，S 朗读收牌区和得分。每次移动、撤销和提示都会即时朗读。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the waste and the cards left. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;使用读屏软件时：T 朗读整个牌桌，P 从顶部起朗读焦点所在的牌堆，S 朗读弃牌堆和剩余牌数。每次移动、撤销和提示都会即时朗读。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With the free bouquet, Left and Right choose a bouquet card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;开启自由花束时，左右方向键选择花束中的牌。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Good Measure&lt;/h2&gt;&lt;p&gt;One deck. Two Aces start on the foundations straight away; the other 50 cards lie face up in ten columns of five, with every King moved to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the four foundations up by suit from Ace to King. Only the top card of a column moves, one at a time: home to its foundation, or onto a column whose top card is one rank higher, whatever the suit (any 7 on any 8).&lt;/p&gt;&lt;p&gt;A column that empties stays empty. There is no stock and no free cell, so plan ahead: every card is in view from the start. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Good Measure&lt;/h2&gt;&lt;p&gt;一副牌。两张 A 一开始就放在收牌区；其余 50 张牌正面朝上分成十列，每列五张，每张 K 都移到所在列的最底下。&lt;/p&gt;&lt;p&gt;四个收牌区按花色从 A 升到 K。只有每列最上面的牌可以移动，一次一张：移到它的收牌区，或移到最上面的牌大一点的列上，不论花色（任意 7 可放在任意 8 上）。&lt;/p&gt;&lt;p&gt;空出的列保持为空。没有牌库，也没有空当，所以要提前计划：所有牌从一开始就都看得见。52 张牌全部收齐即获胜。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Baker&apos;s Dozen&lt;/h2&gt;&lt;p&gt;One deck, dealt face up into thirteen columns of four. Before play begins every King goes to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the foundations up by suit from Ace to King. Move the top card of a column home, or onto a column whose top card is one rank higher in any suit.&lt;/p&gt;&lt;p&gt;An empty column is never filled again. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;面包师的一打&lt;/h2&gt;&lt;p&gt;一副牌，正面朝上发成十三列，每列四张。开局前，每张 K 都移到所在列的最底下。&lt;/p&gt;&lt;p&gt;收牌区按花色从 A 升到 K。把某列最上面的牌移到收牌区，或移到最上面的牌大一点的列上，不论花色。&lt;/p&gt;&lt;p&gt;空列不能再补牌。52 张牌全部收齐即获胜。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Seven columns of five cards lie face up; the other 17 cards are the stock. The waste starts empty, and any card may start it.&lt;/p&gt;&lt;p&gt;Play the top card of a column onto the waste when it is one rank above or below the waste&apos;s top card, suit ignored. Click the stock to turn its next card onto the waste; the stock is used once.&lt;/p&gt;&lt;p&gt;Options (Settings): &lt;i&gt;turn the corner&lt;/i&gt; lets Ace and King follow each other; &lt;i&gt;cards on a King&lt;/i&gt; lets a Queen (and with the corner an Ace) go on a King.&lt;/p&gt;&lt;p&gt;Clear all 35 column cards to win. The fewer cards you leave, the better.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;高尔夫&lt;/h2&gt;&lt;p&gt;七列牌，每列五张，正面朝上；其余 17 张是牌库。弃牌堆开局为空，任何牌都可以先放上去。&lt;/p&gt;&lt;p&gt;某列最上面的牌比弃牌堆顶上的牌大一点或小一点时，就可以放到弃牌堆上，不论花色。单击牌库把下一张牌翻到弃牌堆上；牌库只过一遍。&lt;/p&gt;&lt;p&gt;选项（设置）：&lt;i&gt;首尾相接&lt;/i&gt;让 A 和 K 可以相连；&lt;i&gt;K 上放牌&lt;/i&gt;允许把 Q（开启首尾相接时还有 A）放在 K 上。&lt;/p&gt;&lt;p&gt;清空各列全部 35 张牌即获胜。剩下的牌越少越好。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Gloucestershire&lt;/h2&gt;&lt;p&gt;Two decks. Eight beds are dealt face up with 3 to 10 cards; the other 52 cards form the bouquet, fanned out along the bottom, of which only the top card (the rightmost) plays.&lt;/p&gt;&lt;p&gt;Any Ace starts a foundation, but each foundation has its own suit. It climbs from Ace to King, then the suit&apos;s second Ace follows and it climbs to King again.&lt;/p&gt;&lt;p&gt;On the beds build down in alternating colours; a King may go on an Ace. Any card fills an empty bed, and a foundation&apos;s top card may come back onto a bed.&lt;/p&gt;&lt;p&gt;With the &lt;i&gt;free bouquet&lt;/i&gt; option every bouquet card plays. You win when all 104 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;格洛斯特郡&lt;/h2&gt;&lt;p&gt;两副牌。八个花坛正面朝上，各发 3 到 10 张牌；其余 52 张组成花束，沿底部呈扇形摊开，只有最上面的一张（最右边）可以出。&lt;/p&gt;&lt;p&gt;任何一张 A 都可以开始一个收牌区，但每个收牌区只收一种花色。它从 A 升到 K，然后接上同花色的第二张 A，再升到 K。&lt;/p&gt;&lt;p&gt;花坛上按红黑交替递减接牌；K 可以放在 A 上。任何牌都可以放进空花坛，收牌区最上面的牌也可以回到花坛。&lt;/p&gt;&lt;p&gt;开启&lt;i&gt;自由花束&lt;/i&gt;选项时，花束中的每张牌都可以出。104 张牌全部收齐即获胜。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>LevelStatistics</name>
    <message>
        <source>By difficulty (winnable and daily deals)</source>
        <translation>按难度（可胜牌局和每日牌局）</translation>
    </message>
    <message>
        <source>Fewest cards left</source>
        <translation>最少剩牌</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>最高得分</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>难度</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>已玩</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>获胜</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New deal</source>
        <translation>新牌局(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Winnable deal</source>
        <translation>可胜牌局(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>每日牌局(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>重新开始(&amp;R)</translation>
    </message>
    <message>
        <source>Deal n&amp;umber...</source>
        <translation>牌局编号(&amp;U)…</translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation>统计(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Open position...</source>
        <translation>打开局面(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save position...</source>
        <translation>保存局面(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
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
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>显示解法(&amp;S)</translation>
    </message>
    <message>
        <source>Solution s&amp;tep</source>
        <translation>解法下一步(&amp;T)</translation>
    </message>
    <message>
        <source>Undo to last &amp;winnable position</source>
        <translation>撤销到最后一个可胜局面(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>玩法(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About goodmeasure</source>
        <translation>关于 goodmeasure(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <source>Good &amp;Measure</source>
        <translation>Good Measure(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Baker&apos;s Dozen</source>
        <translation>面包师的一打(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Golf</source>
        <translation>高尔夫(&amp;G)</translation>
    </message>
    <message>
        <source>Glou&amp;cestershire</source>
        <translation>格洛斯特郡(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
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
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Gloucestershire&apos;s standard rule, where only the bouquet&apos;s top card plays, is almost never winnable: the solver proves nearly every deal lost. With the free bouquet every bouquet card plays, and many deals can be won.</source>
        <translation>格洛斯特郡的标准规则只允许出花束最上面的牌，几乎不可能取胜：求解器证明几乎每个牌局都已输。开启自由花束后，花束中的每张牌都可以出，很多牌局都能取胜。</translation>
    </message>
    <message>
        <source>The switch deals a new free-bouquet deal now; Settings can undo it.</source>
        <translation>切换后会立即发出一个自由花束牌局；可在设置中改回。</translation>
    </message>
    <message>
        <source>Switch to the free bouquet</source>
        <translation>切换到自由花束</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>The free bouquet applies from the next deal.</source>
        <translation>自由花束从下一局起生效。</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>牌局编号</translation>
    </message>
    <message>
        <source>Play deal number (%1):</source>
        <translation>要玩的牌局编号（%1）：</translation>
    </message>
    <message>
        <source>Under the standard rule, where only the bouquet&apos;s top card plays, the solver has never found a Gloucestershire deal that can be won: it proves nearly every deal lost. Turn on the free bouquet in Settings for deals it can win.</source>
        <translation>按只允许出花束最上面的牌的标准规则，求解器从未找到可以取胜的格洛斯特郡牌局：它证明几乎每个牌局都已输。请在设置中开启自由花束，以获得它能取胜的牌局。</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win...</source>
        <translation>正在寻找求解器能取胜的牌局…</translation>
    </message>
    <message>
        <source>The solver could not prove a deal winnable this time.</source>
        <translation>这次求解器未能证明某个牌局可胜。</translation>
    </message>
    <message>
        <source>Here is an ordinary deal instead; it may not be winnable.</source>
        <translation>改为发一个普通牌局；它可能无法取胜。</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file, and the solver played a move.</source>
        <translation>不计入统计：局面来自文件，且求解器走过一步。</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file.</source>
        <translation>不计入统计：局面来自文件。</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the solver played a move.</source>
        <translation>不计入统计：求解器走过一步。</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>新牌局</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>你赢了！</translation>
    </message>
    <message>
        <source>Undo a move or start a new deal.</source>
        <translation>撤销一步或开始新牌局。</translation>
    </message>
    <message>
        <source>Cards left: %1</source>
        <translation>剩余牌数：%1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Undo to last winnable position</source>
        <translation>撤销到最后一个可胜局面</translation>
    </message>
    <message>
        <source>No move left</source>
        <translation>无路可走</translation>
    </message>
    <message>
        <source>Open position</source>
        <translation>打开局面</translation>
    </message>
    <message>
        <source>Positions (*.deal);;All files (*)</source>
        <translation>局面 (*.deal);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The position could not be opened: %1. Your game is unchanged.</source>
        <translation>无法打开局面：%1。你的游戏没有改变。</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>保存局面</translation>
    </message>
    <message>
        <source>The position could not be saved: %1.</source>
        <translation>无法保存局面：%1。</translation>
    </message>
    <message>
        <source>Position saved to %1</source>
        <translation>局面已保存到 %1</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>About goodmeasure</source>
        <translation>关于 goodmeasure</translation>
    </message>
    <message>
        <source>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;Good Measure, Baker&apos;s Dozen, Golf and Gloucestershire: patience games of planning, with a solver that knows which deals can be won.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;Good Measure、面包师的一打、高尔夫和格洛斯特郡：讲究计划的纸牌接龙游戏，配有一个知道哪些牌局可以取胜的求解器。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Code and the Blue lattice card back: MIT licence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;代码和“蓝色格纹”牌背：MIT 许可证。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1: Adrian Kennard&apos;s playing cards (www.me.uk/cards), public domain under CC0 1.0.</source>
        <translation>%1：Adrian Kennard 的扑克牌（www.me.uk/cards），以 CC0 1.0 进入公有领域。</translation>
    </message>
    <message>
        <source>%1: drawn for goodmeasure by its developers, public domain under CC0 1.0.</source>
        <translation>%1：由 goodmeasure 的开发者绘制，以 CC0 1.0 进入公有领域。</translation>
    </message>
    <message>
        <source>Card decks:</source>
        <translation>牌组：</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1)?</source>
        <translation>放弃进行中的游戏（已走 %1 步）？</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1) to open %2?</source>
        <translation>放弃进行中的游戏（已走 %1 步）并打开 %2？</translation>
    </message>
    <message>
        <source>It will count as a lost game.</source>
        <translation>这将记为一局失败。</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>放弃这局游戏？</translation>
    </message>
    <message>
        <source>&amp;Abandon game</source>
        <translation>放弃游戏(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>继续玩(&amp;K)</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>不再询问</translation>
    </message>
    <message>
        <source>Settings not saved: %s</source>
        <translation>设置未保存：%s</translation>
    </message>
    <message numerus="yes">
        <source>All columns cleared in %n moves, time %1.</source>
        <translation>
            <numerusform>用 %n 步清空所有列，用时 %1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1 in %n moves, time %2.</source>
        <translation>
            <numerusform>得分 %1，共 %n 步，用时 %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is a file, not a folder.</source>
        <translation>无法保存设置：%1 是文件，不是文件夹。</translation>
    </message>
    <message>
        <source>Settings could not be saved: permission denied in %1.</source>
        <translation>无法保存设置：没有 %1 的写入权限。</translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is on a read-only disk.</source>
        <translation>无法保存设置：%1 位于只读磁盘上。</translation>
    </message>
    <message>
        <source>Settings could not be saved: the disk holding %1 is full.</source>
        <translation>无法保存设置：%1 所在的磁盘已满。</translation>
    </message>
    <message>
        <source>Settings could not be saved in %1 (%2).</source>
        <translation>无法在 %1 中保存设置（%2）。</translation>
    </message>
    <message>
        <source>Daily deal %1</source>
        <translation>每日牌局 %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>牌局 %1</translation>
    </message>
    <message>
        <source>Deal from a file</source>
        <translation>来自文件的牌局</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>步数：%1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>时间：%1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>得分：%1</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>退出全屏</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>goodmeasure</source>
        <translation>goodmeasure</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>Your game could not be saved; it will not be resumed if goodmeasure stops.</source>
        <translation>无法保存你的游戏；如果 goodmeasure 停止，它将无法恢复。</translation>
    </message>
    <message>
        <source>Your statistics could not be saved.</source>
        <translation>无法保存你的统计数据。</translation>
    </message>
    <message>
        <source>The finished game could not be cleared.</source>
        <translation>无法清除已结束的游戏。</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>The %1 does not go on the %2.</source>
        <translation>%1不能放在%2上。</translation>
    </message>
    <message>
        <source>No foundation takes the %1 yet.</source>
        <translation>还没有收牌区能接受%1。</translation>
    </message>
    <message>
        <source>An empty column stays empty in this game.</source>
        <translation>在此游戏中，空列始终保持为空。</translation>
    </message>
    <message>
        <source>No foundation or bed takes the %1 yet.</source>
        <translation>还没有收牌区或花坛能接受%1。</translation>
    </message>
    <message>
        <source>No foundation or column takes the %1 yet.</source>
        <translation>还没有收牌区或列能接受%1。</translation>
    </message>
    <message>
        <source>The %1 has nowhere to go.</source>
        <translation>%1无处可放。</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>外观</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Auto play: a click plays a card where it fits</source>
        <translation>自动出牌：单击把牌放到合适的位置</translation>
    </message>
    <message>
        <source>Auto finish: play the last cards off by itself</source>
        <translation>自动完成：最后几张牌自动收齐</translation>
    </message>
    <message>
        <source>Show in the status bar whether the deal can still be won</source>
        <translation>在状态栏中显示牌局是否仍可取胜</translation>
    </message>
    <message>
        <source>New deal deals only deals the solver can win</source>
        <translation>“新牌局”只发求解器能取胜的牌局</translation>
    </message>
    <message>
        <source>Ask before abandoning a game in progress</source>
        <translation>放弃进行中的游戏前询问</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>玩牌</translation>
    </message>
    <message>
        <source>Animation:</source>
        <translation>动画：</translation>
    </message>
    <message>
        <source>Golf: turn the corner (Ace and King are neighbours)</source>
        <translation>高尔夫：首尾相接（A 与 K 相邻）</translation>
    </message>
    <message>
        <source>Golf: cards on a King</source>
        <translation>高尔夫：K 上放牌</translation>
    </message>
    <message>
        <source>Gloucestershire: free bouquet (every card plays)</source>
        <translation>格洛斯特郡：自由花束（每张牌都可以出）</translation>
    </message>
    <message>
        <source>Game variants</source>
        <translation>游戏变体</translation>
    </message>
    <message>
        <source>Variants take effect from the next deal.</source>
        <translation>变体从下一局起生效。</translation>
    </message>
    <message>
        <source>Choose a colour...</source>
        <translation>选择颜色…</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>A new language takes effect when goodmeasure starts again.</source>
        <translation>新语言将在 goodmeasure 下次启动时生效。</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>牌桌颜色：</translation>
    </message>
    <message>
        <source>Table surface:</source>
        <translation>牌桌表面：</translation>
    </message>
    <message>
        <source>High contrast: a black table, cards outlined in white</source>
        <translation>高对比度：黑色牌桌，牌带白色轮廓</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>牌背：</translation>
    </message>
    <message>
        <source>Preview of the card deck</source>
        <translation>牌组预览</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>牌组：</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>播放声音</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>音量</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>声音</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>音量：</translation>
    </message>
    <message>
        <source>Sound needs Qt Multimedia, which is not installed: install goodmeasure[sound] for sound.</source>
        <translation>声音需要 Qt Multimedia，但它没有安装：请安装 goodmeasure[sound] 以获得声音。</translation>
    </message>
    <message>
        <source>No sound: this computer has no audio output.</source>
        <translation>无声音：这台计算机没有音频输出。</translation>
    </message>
    <message>
        <source>No sound: the audio output failed. Sound stays off until goodmeasure is restarted.</source>
        <translation>无声音：音频输出失败。重新启动 goodmeasure 之前声音保持关闭。</translation>
    </message>
    <message>
        <source>Custom (%1)</source>
        <translation>自定义（%1）</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>牌桌颜色</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>On the table, arrows or Tab move between piles and Space or Enter picks up and puts down a card: How to play tells the rest.</source>
        <translation>在牌桌上，方向键或 Tab 在牌堆间移动，空格或 Enter 拿起和放下一张牌；其余见“玩法”。</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>%1, picked up</source>
        <translation>%1，已拿起</translation>
    </message>
    <message>
        <source>%1, takes the %2</source>
        <translation>%1，可接受%2</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Read the table</source>
        <translation>朗读牌桌</translation>
    </message>
    <message>
        <source>Read the focused pile</source>
        <translation>朗读焦点牌堆</translation>
    </message>
    <message>
        <source>Read the foundations and score</source>
        <translation>朗读收牌区和得分</translation>
    </message>
    <message>
        <source>Bed %1</source>
        <translation>第 %1 个花坛</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>Foundation %1</source>
        <translation>收牌区 %1</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>牌库</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>弃牌堆</translation>
    </message>
    <message>
        <source>Bouquet</source>
        <translation>花束</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 张牌</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n 张牌</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1压在%2上</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1, %2 face down</source>
        <translation>%1，%2，背面朝上</translation>
    </message>
    <message>
        <source>%1, card %2 of %3: %4</source>
        <translation>%1，第 %2 张，共 %3 张：%4</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1，%2：%3</translation>
    </message>
    <message>
        <source>%1, %2 from the top: %3</source>
        <translation>%1，%2，从顶部起：%3</translation>
    </message>
    <message>
        <source>Picked up the %1.</source>
        <translation>拿起了%1。</translation>
    </message>
    <message>
        <source>Put back the %1.</source>
        <translation>放回了%1。</translation>
    </message>
    <message>
        <source>The %1 does not go on %2.</source>
        <translation>%1不能放在%2上。</translation>
    </message>
    <message>
        <source>The %1 cannot go to its foundation yet.</source>
        <translation>%1还不能放到收牌区。</translation>
    </message>
    <message>
        <source>No card to pick up on %1.</source>
        <translation>%1上没有可拿的牌。</translation>
    </message>
    <message>
        <source>Turned the %1 onto the waste.</source>
        <translation>把%1翻到了弃牌堆。</translation>
    </message>
    <message>
        <source>%1 shows the %2.</source>
        <translation>%1顶上是%2。</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1已空。</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>已撤销：%1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>已重做：%1</translation>
    </message>
    <message>
        <source>Back to the start of the deal.</source>
        <translation>回到牌局开始。</translation>
    </message>
    <message>
        <source>Back to move %1.</source>
        <translation>回到第 %1 步。</translation>
    </message>
    <message>
        <source>Auto finish plays the rest home.</source>
        <translation>自动完成将剩余的牌收入收牌区。</translation>
    </message>
    <message>
        <source>%1, %2.</source>
        <translation>%1，%2。</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>cards on a King</source>
        <translation>K 上放牌</translation>
    </message>
    <message>
        <source>turn the corner</source>
        <translation>首尾相接</translation>
    </message>
    <message>
        <source>free bouquet</source>
        <translation>自由花束</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>严格</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Played:</source>
        <translation>已玩：</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>获胜：</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>胜率：</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>当前连胜：</translation>
    </message>
    <message>
        <source>Best streak:</source>
        <translation>最长连胜：</translation>
    </message>
    <message>
        <source>Fewest cards left:</source>
        <translation>最少剩牌：</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>最高得分：</translation>
    </message>
    <message>
        <source>Fastest win:</source>
        <translation>最快获胜：</translation>
    </message>
    <message>
        <source>Fewest moves in a win:</source>
        <translation>获胜最少步数：</translation>
    </message>
    <message>
        <source>Not counted above:</source>
        <translation>以上未计入：</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>本游戏</translation>
    </message>
    <message>
        <source>Positions opened from a file, and games in which the solver played a move, are not counted as played or won, and set no record.</source>
        <translation>从文件打开的局面，以及求解器走过一步的游戏，不计为已玩或获胜，也不创造纪录。</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Daily deals</source>
        <translation>每日牌局</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>重置(&amp;R)…</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>获胜</translation>
    </message>
    <message>
        <source>Not won</source>
        <translation>未获胜</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>重置统计</translation>
    </message>
    <message>
        <source>Forget all statistics of %1, daily results included?</source>
        <translation>要清除 %1 的全部统计，包括每日牌局的结果吗？</translation>
    </message>
</context>
<context>
    <name>WelcomeBar</name>
    <message>
        <source>New here? %1 opens How to play; %2 shows a hint.</source>
        <translation>第一次来？按 %1 打开“玩法”；按 %2 显示提示。</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Ace</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>J</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>King</source>
        <translation>K</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>梅花</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>方块</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>红桃</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>黑桃</translation>
    </message>
    <message>
        <source>turns a card from the stock</source>
        <translation>从牌库翻一张牌</translation>
    </message>
    <message>
        <source>moves the %1</source>
        <translation>移动%1</translation>
    </message>
    <message>
        <source>but the game is lost either way</source>
        <translation>但无论如何本局都已输</translation>
    </message>
    <message>
        <source>plays the %1 home</source>
        <translation>把%1收到收牌区</translation>
    </message>
    <message>
        <source>frees the %1</source>
        <translation>翻出%1</translation>
    </message>
    <message>
        <source>empties column %2</source>
        <translation>清空第 %2 列</translation>
    </message>
    <message>
        <source>empties bed %2</source>
        <translation>清空第 %2 个花坛</translation>
    </message>
    <message>
        <source>plays the %1 onto the waste</source>
        <translation>把%1放到弃牌堆</translation>
    </message>
    <message>
        <source>brings the %1 back from its foundation</source>
        <translation>把%1从收牌区取回</translation>
    </message>
    <message>
        <source>plays the %1 from the bouquet</source>
        <translation>从花束出%1</translation>
    </message>
    <message>
        <source>empties nothing, keeps options</source>
        <translation>不清空任何牌堆，保留选择余地</translation>
    </message>
    <message>
        <source>the game is won</source>
        <translation>本局已获胜</translation>
    </message>
    <message>
        <source>no legal move is left</source>
        <translation>已无合法走法</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2%1</translation>
    </message>
    <message>
        <source>Your settings could not be read (%1), so the default settings are used.</source>
        <translation>无法读取你的设置（%1），因此使用默认设置。</translation>
    </message>
    <message>
        <source>Your statistics could not be read (%1), so they start from zero.</source>
        <translation>无法读取你的统计（%1），因此从零开始。</translation>
    </message>
    <message>
        <source>The saved game could not be read (%1), so a new deal was started.</source>
        <translation>无法读取保存的游戏（%1），因此开始了一个新牌局。</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>它不是文本</translation>
    </message>
    <message>
        <source>it is nested too deeply</source>
        <translation>它的嵌套太深</translation>
    </message>
    <message>
        <source>it is not valid JSON</source>
        <translation>它不是有效的 JSON</translation>
    </message>
    <message>
        <source>it does not hold a JSON object</source>
        <translation>它不包含 JSON 对象</translation>
    </message>
    <message>
        <source>it has schema %1, expected %2</source>
        <translation>它的结构版本为 %1，应为 %2</translation>
    </message>
    <message>
        <source>it is far too large</source>
        <translation>它太大了</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>它不是普通文件</translation>
    </message>
    <message>
        <source>it could not be opened (%1)</source>
        <translation>无法打开它（%1）</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 是文件，不是文件夹</translation>
    </message>
    <message>
        <source>%1 is not a deal number of at most %2</source>
        <translation>%1 不是不超过 %2 的牌局编号</translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <translation>%1 不是 true 或 false</translation>
    </message>
    <message>
        <source>%1 is not a whole number of at least %2</source>
        <translation>%1 不是不小于 %2 的整数</translation>
    </message>
    <message>
        <source>%1 is not a number of seconds</source>
        <translation>%1 不是秒数</translation>
    </message>
    <message>
        <source>%1 is not a non-negative number of seconds</source>
        <translation>%1 不是非负的秒数</translation>
    </message>
    <message>
        <source>%1 is not text</source>
        <translation>%1 不是文本</translation>
    </message>
    <message>
        <source>%1 is not a JSON object</source>
        <translation>%1 不是 JSON 对象</translation>
    </message>
    <message>
        <source>%1 is not a list of text</source>
        <translation>%1 不是文本列表</translation>
    </message>
    <message>
        <source>%1 is not a known game</source>
        <translation>%1 不是已知的游戏</translation>
    </message>
    <message>
        <source>%1 is not a date</source>
        <translation>%1 不是日期</translation>
    </message>
    <message>
        <source>its cursor %1 is outside the %2 moves</source>
        <translation>它的游标 %1 超出了 %2 步的范围</translation>
    </message>
    <message>
        <source>its moves do not replay (%1)</source>
        <translation>它的走法无法重放（%1）</translation>
    </message>
    <message>
        <source>its deal is for a different game or options</source>
        <translation>它的牌局属于别的游戏或选项</translation>
    </message>
    <message>
        <source>its game counts contradict each other</source>
        <translation>它的局数彼此矛盾</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>损坏的文件已保留为 %1。</translation>
    </message>
    <message>
        <source>The damaged file could not be moved aside (%1).</source>
        <translation>无法将损坏的文件移开（%1）。</translation>
    </message>
    <message>
        <source>Nothing can be saved until that file is moved or renamed.</source>
        <translation>移动或重命名该文件之前，无法保存任何内容。</translation>
    </message>
    <message>
        <source>Some settings were invalid and were reset: %1.</source>
        <translation>部分设置无效，已重置：%1。</translation>
    </message>
    <message>
        <source>the daily results of %1</source>
        <translation>%1 的每日结果</translation>
    </message>
    <message>
        <source>the %1 level of %2</source>
        <translation>%2 的难度 %1</translation>
    </message>
    <message>
        <source>the levels of %1</source>
        <translation>%1 的各个难度</translation>
    </message>
    <message>
        <source>Some statistics could not be read and were left out: %1.</source>
        <translation>部分统计无法读取，已略去：%1。</translation>
    </message>
</context>
</TS>
