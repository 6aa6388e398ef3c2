<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs">
<context>
    <name>App</name>
    <message>
        <source>The position could not be opened: %1.</source>
        <extracomment>Another app runs on the same data folder and did not take the file.</extracomment>
        <translation>Pozici nelze otevřít: %1.</translation>
    </message>
    <message>
        <source>goodmeasure is already running with the same game folder (process %1) and does not answer. So as not to overwrite its game, nothing was opened. Close it, or end that process, and try again.</source>
        <translation>goodmeasure už běží se stejnou složkou her (proces %1) a neodpovídá. Aby se jeho hra nepřepsala, nic se neotevřelo. Zavřete ho nebo ukončete ten proces a zkuste to znovu.</translation>
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
        <translation>Zelené sukno</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Modrá</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Červená</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Šedá</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Hnědá</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klasický</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Velké indexy</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Čtyři barvy</translation>
    </message>
    <message>
        <source>The deck&apos;s own</source>
        <translation>Podle balíčku</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Modrá mřížka</translation>
    </message>
    <message>
        <source>The card deck %1 is not installed, so the %2 deck is used.</source>
        <translation>Balíček karet %1 není nainstalován, proto se použije balíček %2.</translation>
    </message>
    <message>
        <source>The card back %1 is not installed, so the deck&apos;s own back is used.</source>
        <translation>Rub karet %1 není nainstalován, proto se použije vlastní rub balíčku.</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>Jednobarevný</translation>
    </message>
    <message>
        <source>Felt</source>
        <translation>Plsť</translation>
    </message>
    <message>
        <source>Spotlight</source>
        <translation>Reflektor</translation>
    </message>
</context>
<context>
    <name>Difficulty</name>
    <message>
        <source>Easy</source>
        <translation>Lehká</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Střední</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Těžká</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expertní</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;Lehká</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Střední</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>&amp;Těžká</translation>
    </message>
    <message>
        <source>E&amp;xpert</source>
        <translation>&amp;Expertní</translation>
    </message>
    <message>
        <source>Winnable deal of &amp;level</source>
        <translation>Vyhratelné rozdání podle &amp;obtížnosti</translation>
    </message>
    <message>
        <source>No deal of level %1 can be dealt: under the standard rule the solver has never found a Gloucestershire deal that can be won. Turn on the free bouquet in Settings for deals of every level.</source>
        <translation>Rozdání obtížnosti %1 nelze rozdat: podle standardního pravidla řešitel dosud nenašel žádné vyhratelné rozdání Gloucestershire. Zapněte v Nastavení volnou kytici a dostanete rozdání všech obtížností.</translation>
    </message>
    <message>
        <source>The solver found no deal of level %1 this time; try again.</source>
        <translation>Řešitel tentokrát nenašel žádné rozdání obtížnosti %1; zkuste to znovu.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Level %1. %2</source>
        <translation>Obtížnost %1. %2</translation>
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
        <translation>Baker&apos;s Dozen</translation>
    </message>
    <message>
        <source>Golf</source>
        <translation>Golf</translation>
    </message>
    <message>
        <source>Gloucestershire</source>
        <translation>Gloucestershire</translation>
    </message>
</context>
<context>
    <name>HintController</name>
    <message>
        <source>turn a card from the stock</source>
        <translation>otočit kartu z talonu</translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 na základnu</translation>
    </message>
    <message>
        <source>%1 onto the waste</source>
        <translation>%1 na odkladiště</translation>
    </message>
    <message>
        <source>%1 onto bed %2</source>
        <translation>%1 na záhon %2</translation>
    </message>
    <message>
        <source>%1 onto column %2</source>
        <translation>%1 na sloupec %2</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vyhráno</translation>
    </message>
    <message>
        <source>Thinking...</source>
        <translation>Přemýšlím…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Vyhratelné</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Prohráno</translation>
    </message>
    <message>
        <source>Looking deeper...</source>
        <translation>Hledám hlouběji…</translation>
    </message>
    <message>
        <source>Not yet known</source>
        <translation>Zatím neznámo</translation>
    </message>
    <message>
        <source>Lost from the start</source>
        <translation>Prohráno od začátku</translation>
    </message>
    <message>
        <source>Lost since move %1</source>
        <translation>Prohráno od tahu %1</translation>
    </message>
    <message>
        <source>Every card is home.</source>
        <translation>Všechny karty jsou na základnách.</translation>
    </message>
    <message>
        <source>The solver is looking at this position.</source>
        <translation>Řešitel zkoumá tuto pozici.</translation>
    </message>
    <message>
        <source>Thinking about a hint...</source>
        <translation>Hledám radu…</translation>
    </message>
    <message>
        <source>Looking for the last winnable position...</source>
        <translation>Hledám poslední vyhratelnou pozici…</translation>
    </message>
    <message>
        <source>This position can still be won: there is nothing to undo.</source>
        <translation>Tuto pozici lze stále vyhrát: není co vracet.</translation>
    </message>
    <message>
        <source>The solver has found a winning line from here.</source>
        <translation>Řešitel odsud našel cestu k výhře.</translation>
    </message>
    <message>
        <source>The solver proves that no win is left.</source>
        <translation>Řešitel dokazuje, že výhra už není možná.</translation>
    </message>
    <message>
        <source>The solver could not decide this position at once and is looking further.</source>
        <translation>Řešitel nedokázal tuto pozici rozhodnout hned a hledá dál.</translation>
    </message>
    <message>
        <source>The solver could not decide this position within its budget.</source>
        <translation>Řešitel nedokázal tuto pozici rozhodnout v rámci svých mezí.</translation>
    </message>
    <message>
        <source>The solver proves this deal cannot be won.</source>
        <translation>Řešitel dokazuje, že toto rozdání nelze vyhrát.</translation>
    </message>
    <message>
        <source>Position after move %1 is the first the solver proves lost.</source>
        <translation>Pozice po tahu %1 je první, kterou řešitel dokazuje jako prohranou.</translation>
    </message>
    <message>
        <source>No earlier position is proven winnable.</source>
        <translation>Žádná dřívější pozice není prokazatelně vyhratelná.</translation>
    </message>
    <message>
        <source>No legal move is left.</source>
        <translation>Nezbývá žádný povolený tah.</translation>
    </message>
    <message>
        <source>Hint: %1%2. It leads to a win.</source>
        <translation>Rada: %1%2. Vede k výhře.</translation>
    </message>
    <message>
        <source>Suggestion: %1%2.</source>
        <translation>Návrh: %1%2.</translation>
    </message>
    <message>
        <source>This deal is lost</source>
        <translation>Toto rozdání je prohrané</translation>
    </message>
    <message>
        <source>The solver proves that this deal cannot be won, whatever is played.</source>
        <translation>Řešitel dokazuje, že toto rozdání nelze vyhrát, ať se hraje jakkoli.</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nové rozdání</translation>
    </message>
    <message>
        <source>This position is lost</source>
        <translation>Tato pozice je prohraná</translation>
    </message>
    <message>
        <source>The solver proves that no win is left from here. You can go back to the last position it can still win from.</source>
        <translation>Řešitel dokazuje, že odsud už výhra není možná. Můžete se vrátit k poslední pozici, ze které ještě vyhrát dokáže.</translation>
    </message>
    <message>
        <source>Undo to the last winnable position</source>
        <translation>Zpět na poslední vyhratelnou pozici</translation>
    </message>
    <message>
        <source>Only a suggestion (no win proven): %1%2.</source>
        <translation>Návrh: %1%2. Výhra neprokázána.</translation>
    </message>
    <message>
        <source>This game is won: every card is home.</source>
        <translation>Tato hra je vyhraná: všechny karty jsou na základnách.</translation>
    </message>
    <message>
        <source>The solver is working on a solution...</source>
        <translation>Řešitel hledá řešení…</translation>
    </message>
    <message>
        <source>The solver is still looking for a winning line...</source>
        <translation>Řešitel stále hledá cestu k výhře…</translation>
    </message>
    <message>
        <source>The solver has no winning line from here to show.</source>
        <translation>Řešitel odsud nemá žádnou cestu k výhře, kterou by ukázal.</translation>
    </message>
</context>
<context>
    <name>HowTo</name>
    <message>
        <source>&lt;h3&gt;Playing with the mouse and keys&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Hraní myší a klávesnicí&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost column that takes it. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Přetáhněte volnou kartu na hromádku: hromádky, které ji přijmou, se zvýrazní. Se zapnutým automatickým hraním kliknutí zahraje kartu na základnu, pokud tam pasuje, jinak na sloupec nejvíce vlevo, který ji přijme. S vypnutým automatickým hraním kliknutí kartu zvedne a kliknutí na hromádku ji položí. Dvojklik pošle kartu na její základnu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost bed that takes it, and onto an empty bed only when no other bed does. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Přetáhněte volnou kartu na hromádku: hromádky, které ji přijmou, se zvýrazní. Se zapnutým automatickým hraním kliknutí zahraje kartu na základnu, pokud tam pasuje, jinak na záhon nejvíce vlevo, který ji přijme, a na prázdný záhon jen tehdy, když ji nepřijme žádný jiný. S vypnutým automatickým hraním kliknutí kartu zvedne a kliknutí na hromádku ji položí. Dvojklik pošle kartu na její základnu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a column&apos;s top card onto the waste: the waste lights up when it takes it. With Auto play on, a click plays the card onto the waste if it fits. With Auto play off, a click picks a card up and a click on the waste puts it down. A click on the stock turns its next card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Přetáhněte horní kartu sloupce na odkladiště: odkladiště se zvýrazní, když ji přijme. Se zapnutým automatickým hraním kliknutí zahraje kartu na odkladiště, pokud pasuje. S vypnutým automatickým hraním kliknutí kartu zvedne a kliknutí na odkladiště ji položí. Kliknutí na talon otočí jeho další kartu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down, F or Shift+Enter sends a card home, Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Klávesy: šipky nebo Tab přecházejí mezi hromádkami, mezerník nebo Enter zvedá a pokládá, F nebo Shift+Enter pošle kartu na základnu, Ctrl+Z vrací tah zpět, Ctrl+Shift+Z ho opakuje, H poradí.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down (on the stock, turns a card), Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Klávesy: šipky nebo Tab přecházejí mezi hromádkami, mezerník nebo Enter zvedá a pokládá (na talonu otočí kartu), Ctrl+Z vrací tah zpět, Ctrl+Shift+Z ho opakuje, H poradí.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the foundations and the score. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Se čtečkou obrazovky: T přečte celý stůl, P přečte vybranou hromádku odshora, S přečte základny a skóre. Každý tah, vrácení i rada se ohlásí hned, jak proběhnou.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the waste and the cards left. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Se čtečkou obrazovky: T přečte celý stůl, P přečte vybranou hromádku odshora, S přečte odkladiště a zbývající karty. Každý tah, vrácení i rada se ohlásí hned, jak proběhnou.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With the free bouquet, Left and Right choose a bouquet card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;S volnou kyticí vybírají šipky vlevo a vpravo kartu z kytice.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Good Measure&lt;/h2&gt;&lt;p&gt;One deck. Two Aces start on the foundations straight away; the other 50 cards lie face up in ten columns of five, with every King moved to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the four foundations up by suit from Ace to King. Only the top card of a column moves, one at a time: home to its foundation, or onto a column whose top card is one rank higher, whatever the suit (any 7 on any 8).&lt;/p&gt;&lt;p&gt;A column that empties stays empty. There is no stock and no free cell, so plan ahead: every card is in view from the start. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Good Measure&lt;/h2&gt;&lt;p&gt;Jeden balíček. Dvě esa začínají rovnou na základnách; zbylých 50 karet leží lícem nahoru v deseti sloupcích po pěti, přičemž každý král je přesunut na spodek svého sloupce.&lt;/p&gt;&lt;p&gt;Stavte čtyři základny vzestupně podle barvy od esa ke králi. Hýbe se jen horní karta sloupce, jedna po druhé: na svou základnu, nebo na sloupec, jehož horní karta je o jednu hodnotu vyšší, bez ohledu na barvu (jakákoli 7 na jakoukoli 8).&lt;/p&gt;&lt;p&gt;Sloupec, který se vyprázdní, zůstane prázdný. Není tu talon ani volné buňky, takže plánujte dopředu: všechny karty jsou vidět od začátku. Vyhrajete, když je všech 52 karet na základnách.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Baker&apos;s Dozen&lt;/h2&gt;&lt;p&gt;One deck, dealt face up into thirteen columns of four. Before play begins every King goes to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the foundations up by suit from Ace to King. Move the top card of a column home, or onto a column whose top card is one rank higher in any suit.&lt;/p&gt;&lt;p&gt;An empty column is never filled again. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Baker&apos;s Dozen&lt;/h2&gt;&lt;p&gt;Jeden balíček, rozdaný lícem nahoru do třinácti sloupců po čtyřech. Před začátkem hry jde každý král na spodek svého sloupce.&lt;/p&gt;&lt;p&gt;Stavte základny vzestupně podle barvy od esa ke králi. Přesuňte horní kartu sloupce na základnu, nebo na sloupec, jehož horní karta je o jednu hodnotu vyšší, v jakékoli barvě.&lt;/p&gt;&lt;p&gt;Prázdný sloupec se už nikdy nezaplní. Vyhrajete, když je všech 52 karet na základnách.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Seven columns of five cards lie face up; the other 17 cards are the stock. The waste starts empty, and any card may start it.&lt;/p&gt;&lt;p&gt;Play the top card of a column onto the waste when it is one rank above or below the waste&apos;s top card, suit ignored. Click the stock to turn its next card onto the waste; the stock is used once.&lt;/p&gt;&lt;p&gt;Options (Settings): &lt;i&gt;turn the corner&lt;/i&gt; lets Ace and King follow each other; &lt;i&gt;cards on a King&lt;/i&gt; lets a Queen (and with the corner an Ace) go on a King.&lt;/p&gt;&lt;p&gt;Clear all 35 column cards to win. The fewer cards you leave, the better.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Sedm sloupců po pěti kartách leží lícem nahoru; zbylých 17 karet tvoří talon. Odkladiště je na začátku prázdné a začít ho může jakákoli karta.&lt;/p&gt;&lt;p&gt;Horní kartu sloupce zahrajte na odkladiště, když je o jednu hodnotu vyšší nebo nižší než horní karta odkladiště, bez ohledu na barvu. Kliknutím na talon otočíte jeho další kartu na odkladiště; talon se prochází jen jednou.&lt;/p&gt;&lt;p&gt;Volby (Nastavení): &lt;i&gt;přes roh&lt;/i&gt; dovoluje, aby eso a král následovali po sobě; &lt;i&gt;karty na krále&lt;/i&gt; dovoluje položit na krále dámu (a s rohem i eso).&lt;/p&gt;&lt;p&gt;Vyhrajete, když odehrajete všech 35 karet ze sloupců. Čím méně karet zůstane, tím lépe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Gloucestershire&lt;/h2&gt;&lt;p&gt;Two decks. Eight beds are dealt face up with 3 to 10 cards; the other 52 cards form the bouquet, fanned out along the bottom, of which only the top card (the rightmost) plays.&lt;/p&gt;&lt;p&gt;Any Ace starts a foundation, but each foundation has its own suit. It climbs from Ace to King, then the suit&apos;s second Ace follows and it climbs to King again.&lt;/p&gt;&lt;p&gt;On the beds build down in alternating colours; a King may go on an Ace. Any card fills an empty bed, and a foundation&apos;s top card may come back onto a bed.&lt;/p&gt;&lt;p&gt;With the &lt;i&gt;free bouquet&lt;/i&gt; option every bouquet card plays. You win when all 104 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Gloucestershire&lt;/h2&gt;&lt;p&gt;Dva balíčky. Osm záhonů se rozdá lícem nahoru po 3 až 10 kartách; zbylých 52 karet tvoří kytici rozloženou do vějíře podél spodního okraje, z níž se hraje jen horní karta (ta nejvíce vpravo).&lt;/p&gt;&lt;p&gt;Základnu začíná jakékoli eso, ale každá základna má svou vlastní barvu. Stoupá od esa ke králi, pak následuje druhé eso té barvy a stoupá znovu ke králi.&lt;/p&gt;&lt;p&gt;Na záhonech se staví sestupně, střídavě červená a černá; král smí jít na eso. Prázdný záhon zaplní jakákoli karta a horní karta základny se smí vrátit na záhon.&lt;/p&gt;&lt;p&gt;S volbou &lt;i&gt;volná kytice&lt;/i&gt; se hraje každá karta kytice. Vyhrajete, když je všech 104 karet na základnách.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>LevelStatistics</name>
    <message>
        <source>By difficulty (winnable and daily deals)</source>
        <translation>Podle obtížnosti (vyhratelná a denní rozdání)</translation>
    </message>
    <message>
        <source>Fewest cards left</source>
        <translation>Nejméně zbylých karet</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Nejlepší skóre</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Obtížnost</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Odehráno</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vyhráno</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New deal</source>
        <translation>&amp;Nové rozdání</translation>
    </message>
    <message>
        <source>&amp;Winnable deal</source>
        <translation>&amp;Vyhratelné rozdání</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>&amp;Denní rozdání</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Začít znovu</translation>
    </message>
    <message>
        <source>Deal n&amp;umber...</source>
        <translation>Čí&amp;slo rozdání…</translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation>St&amp;atistiky…</translation>
    </message>
    <message>
        <source>&amp;Open position...</source>
        <translation>O&amp;tevřít pozici…</translation>
    </message>
    <message>
        <source>&amp;Save position...</source>
        <translation>&amp;Uložit pozici…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Konec</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Z&amp;novu</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Rada</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>Zobrazit ř&amp;ešení</translation>
    </message>
    <message>
        <source>Solution s&amp;tep</source>
        <translation>&amp;Krok řešení</translation>
    </message>
    <message>
        <source>Undo to last &amp;winnable position</source>
        <translation>Zpět na poslední &amp;vyhratelnou pozici</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;Nastavení…</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Jak hrát</translation>
    </message>
    <message>
        <source>&amp;About goodmeasure</source>
        <translation>O &amp;aplikaci goodmeasure</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Klávesové &amp;zkratky</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Celá obrazovka</translation>
    </message>
    <message>
        <source>Good &amp;Measure</source>
        <translation>Good &amp;Measure</translation>
    </message>
    <message>
        <source>&amp;Baker&apos;s Dozen</source>
        <translation>&amp;Baker&apos;s Dozen</translation>
    </message>
    <message>
        <source>&amp;Golf</source>
        <translation>&amp;Golf</translation>
    </message>
    <message>
        <source>Glou&amp;cestershire</source>
        <translation>Glou&amp;cestershire</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Úp&amp;ravy</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazit</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Nastavení</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Nápo&amp;věda</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Gloucestershire&apos;s standard rule, where only the bouquet&apos;s top card plays, is almost never winnable: the solver proves nearly every deal lost. With the free bouquet every bouquet card plays, and many deals can be won.</source>
        <translation>Gloucestershire podle standardního pravidla, kdy se hraje jen horní karta kytice, se téměř nikdy nedá vyhrát: řešitel dokazuje téměř každé rozdání jako prohrané. S volnou kyticí se hraje každá karta kytice a mnoho rozdání lze vyhrát.</translation>
    </message>
    <message>
        <source>The switch deals a new free-bouquet deal now; Settings can undo it.</source>
        <translation>Přepnutí hned rozdá nové rozdání s volnou kyticí; v Nastavení ho lze vrátit.</translation>
    </message>
    <message>
        <source>Switch to the free bouquet</source>
        <translation>Přepnout na volnou kytici</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Skrýt</translation>
    </message>
    <message>
        <source>The free bouquet applies from the next deal.</source>
        <translation>Volná kytice platí od příštího rozdání.</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Číslo rozdání</translation>
    </message>
    <message>
        <source>Play deal number (%1):</source>
        <translation>Hrát rozdání číslo (%1):</translation>
    </message>
    <message>
        <source>Under the standard rule, where only the bouquet&apos;s top card plays, the solver has never found a Gloucestershire deal that can be won: it proves nearly every deal lost. Turn on the free bouquet in Settings for deals it can win.</source>
        <translation>Podle standardního pravidla, kdy se hraje jen horní karta kytice, řešitel dosud nenašel žádné vyhratelné rozdání Gloucestershire: téměř každé dokazuje jako prohrané. Zapněte v Nastavení volnou kytici a dostanete rozdání, která vyhrát dokáže.</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win...</source>
        <translation>Hledám rozdání, které řešitel dokáže vyhrát…</translation>
    </message>
    <message>
        <source>The solver could not prove a deal winnable this time.</source>
        <translation>Řešitel tentokrát nedokázal prokázat žádné rozdání jako vyhratelné.</translation>
    </message>
    <message>
        <source>Here is an ordinary deal instead; it may not be winnable.</source>
        <translation>Tady je místo toho běžné rozdání; nemusí jít vyhrát.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file, and the solver played a move.</source>
        <translation>Nezapočítává se do statistik: pozice pochází ze souboru a řešitel zahrál tah.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file.</source>
        <translation>Nezapočítává se do statistik: pozice pochází ze souboru.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the solver played a move.</source>
        <translation>Nezapočítává se do statistik: řešitel zahrál tah.</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nové rozdání</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Vyhráli jste!</translation>
    </message>
    <message>
        <source>Undo a move or start a new deal.</source>
        <translation>Vraťte tah zpět nebo začněte nové rozdání.</translation>
    </message>
    <message>
        <source>Cards left: %1</source>
        <translation>Zbývá karet: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>Undo to last winnable position</source>
        <translation>Zpět na poslední vyhratelnou pozici</translation>
    </message>
    <message>
        <source>No move left</source>
        <translation>Žádný tah nezbývá</translation>
    </message>
    <message>
        <source>Open position</source>
        <translation>Otevřít pozici</translation>
    </message>
    <message>
        <source>Positions (*.deal);;All files (*)</source>
        <translation>Pozice (*.deal);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>The position could not be opened: %1. Your game is unchanged.</source>
        <translation>Pozici nelze otevřít: %1. Vaše hra zůstává beze změny.</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Uložit pozici</translation>
    </message>
    <message>
        <source>The position could not be saved: %1.</source>
        <translation>Pozici nelze uložit: %1.</translation>
    </message>
    <message>
        <source>Position saved to %1</source>
        <translation>Pozice uložena do %1</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Jak hrát</translation>
    </message>
    <message>
        <source>About goodmeasure</source>
        <translation>O aplikaci goodmeasure</translation>
    </message>
    <message>
        <source>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;Good Measure, Baker&apos;s Dozen, Golf and Gloucestershire: patience games of planning, with a solver that knows which deals can be won.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;Good Measure, Baker&apos;s Dozen, Golf a Gloucestershire: pasiánsy, ve kterých jde o plánování, s řešitelem, který ví, která rozdání lze vyhrát.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Code and the Blue lattice card back: MIT licence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Kód a rub karet „Modrá mřížka“: licence MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1: Adrian Kennard&apos;s playing cards (www.me.uk/cards), public domain under CC0 1.0.</source>
        <translation>%1: hrací karty Adriana Kennarda (www.me.uk/cards), volné dílo podle CC0 1.0.</translation>
    </message>
    <message>
        <source>%1: drawn for goodmeasure by its developers, public domain under CC0 1.0.</source>
        <translation>%1: nakreslili vývojáři goodmeasure, volné dílo podle CC0 1.0.</translation>
    </message>
    <message>
        <source>Card decks:</source>
        <translation>Balíčky karet:</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1)?</source>
        <translation>Vzdát rozehranou hru (provedené tahy: %1)?</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1) to open %2?</source>
        <translation>Vzdát rozehranou hru (provedené tahy: %1) a otevřít %2?</translation>
    </message>
    <message>
        <source>It will count as a lost game.</source>
        <translation>Bude se počítat jako prohraná hra.</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Vzdát hru?</translation>
    </message>
    <message>
        <source>&amp;Abandon game</source>
        <translation>&amp;Vzdát hru</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Hrát dál</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>Příště se neptat</translation>
    </message>
    <message>
        <source>Settings not saved: %s</source>
        <translation>Nastavení nebylo uloženo: %s</translation>
    </message>
    <message numerus="yes">
        <source>All columns cleared in %n moves, time %1.</source>
        <translation>
            <numerusform>Všechny sloupce vyklizeny za %n tah, čas&#xa0;%1.</numerusform>
            <numerusform>Všechny sloupce vyklizeny za %n tahy, čas&#xa0;%1.</numerusform>
            <numerusform>Všechny sloupce vyklizeny za %n tahů, čas&#xa0;%1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1 in %n moves, time %2.</source>
        <translation>
            <numerusform>Skóre %1 za %n tah, čas %2.</numerusform>
            <numerusform>Skóre %1 za %n tahy, čas %2.</numerusform>
            <numerusform>Skóre %1 za %n tahů, čas %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is a file, not a folder.</source>
        <translation>Nastavení nelze uložit: %1 je soubor, ne složka.</translation>
    </message>
    <message>
        <source>Settings could not be saved: permission denied in %1.</source>
        <translation>Nastavení nelze uložit: chybí oprávnění k zápisu do %1.</translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is on a read-only disk.</source>
        <translation>Nastavení nelze uložit: %1 je na disku jen pro čtení.</translation>
    </message>
    <message>
        <source>Settings could not be saved: the disk holding %1 is full.</source>
        <translation>Nastavení nelze uložit: disk, na kterém je %1, je plný.</translation>
    </message>
    <message>
        <source>Settings could not be saved in %1 (%2).</source>
        <translation>Nastavení nelze uložit do %1 (%2).</translation>
    </message>
    <message>
        <source>Daily deal %1</source>
        <translation>Denní rozdání %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Rozdání %1</translation>
    </message>
    <message>
        <source>Deal from a file</source>
        <translation>Rozdání ze souboru</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Tahy: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Čas: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Skóre: %1</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>Ukončit celou obrazovku</translation>
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
        <translation>Vaši hru nelze uložit; pokud se goodmeasure zastaví, nebude obnovena.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved.</source>
        <translation>Vaše statistiky nelze uložit.</translation>
    </message>
    <message>
        <source>The finished game could not be cleared.</source>
        <translation>Dokončenou hru nelze odstranit.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>The %1 does not go on the %2.</source>
        <translation>Kartu %1 nelze položit na kartu %2.</translation>
    </message>
    <message>
        <source>No foundation takes the %1 yet.</source>
        <translation>Kartu %1 zatím nepřijme žádná základna.</translation>
    </message>
    <message>
        <source>An empty column stays empty in this game.</source>
        <translation>Prázdný sloupec v této hře zůstává prázdný.</translation>
    </message>
    <message>
        <source>No foundation or bed takes the %1 yet.</source>
        <translation>Kartu %1 zatím nepřijme žádná základna ani záhon.</translation>
    </message>
    <message>
        <source>No foundation or column takes the %1 yet.</source>
        <translation>Kartu %1 zatím nepřijme žádná základna ani sloupec.</translation>
    </message>
    <message>
        <source>The %1 has nowhere to go.</source>
        <translation>Karta %1 nemá kam jít.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Language:</source>
        <translation>Jazyk:</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Vzhled</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <source>Auto play: a click plays a card where it fits</source>
        <translation>Automatické hraní: kliknutí zahraje kartu tam, kam pasuje</translation>
    </message>
    <message>
        <source>Auto finish: play the last cards off by itself</source>
        <translation>Automatické dohrání: poslední karty se odehrají samy</translation>
    </message>
    <message>
        <source>Show in the status bar whether the deal can still be won</source>
        <translation>Ve stavovém řádku ukazovat, zda lze rozdání ještě vyhrát</translation>
    </message>
    <message>
        <source>New deal deals only deals the solver can win</source>
        <translation>Nové rozdání rozdává jen rozdání, která řešitel dokáže vyhrát</translation>
    </message>
    <message>
        <source>Ask before abandoning a game in progress</source>
        <translation>Ptát se před vzdáním rozehrané hry</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Vypnuto</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rychle</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normálně</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Pomalu</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Animation:</source>
        <translation>Animace:</translation>
    </message>
    <message>
        <source>Golf: turn the corner (Ace and King are neighbours)</source>
        <translation>Golf: přes roh (eso a král jsou sousedé)</translation>
    </message>
    <message>
        <source>Golf: cards on a King</source>
        <translation>Golf: karty na krále</translation>
    </message>
    <message>
        <source>Gloucestershire: free bouquet (every card plays)</source>
        <translation>Gloucestershire: volná kytice (hraje se každá karta)</translation>
    </message>
    <message>
        <source>Game variants</source>
        <translation>Varianty hry</translation>
    </message>
    <message>
        <source>Variants take effect from the next deal.</source>
        <translation>Varianty platí od příštího rozdání.</translation>
    </message>
    <message>
        <source>Choose a colour...</source>
        <translation>Vybrat barvu…</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Jazyk systému</translation>
    </message>
    <message>
        <source>A new language takes effect when goodmeasure starts again.</source>
        <translation>Nový jazyk se projeví po dalším spuštění goodmeasure.</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Barva stolu:</translation>
    </message>
    <message>
        <source>Table surface:</source>
        <translation>Povrch stolu:</translation>
    </message>
    <message>
        <source>High contrast: a black table, cards outlined in white</source>
        <translation>Vysoký kontrast: černý stůl, karty s bílým obrysem</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Rub karet:</translation>
    </message>
    <message>
        <source>Preview of the card deck</source>
        <translation>Náhled balíčku karet</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>Balíček karet:</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Přehrávat zvuky</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Hlasitost</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Zvuk</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Hlasitost:</translation>
    </message>
    <message>
        <source>Sound needs Qt Multimedia, which is not installed: install goodmeasure[sound] for sound.</source>
        <translation>Zvuk potřebuje Qt Multimedia, které není nainstalováno: pro zvuk nainstalujte goodmeasure[sound].</translation>
    </message>
    <message>
        <source>No sound: this computer has no audio output.</source>
        <translation>Bez zvuku: počítač nemá žádný zvukový výstup.</translation>
    </message>
    <message>
        <source>No sound: the audio output failed. Sound stays off until goodmeasure is restarted.</source>
        <translation>Bez zvuku: zvukový výstup selhal. Zvuk zůstane vypnutý až do restartu goodmeasure.</translation>
    </message>
    <message>
        <source>Custom (%1)</source>
        <translation>Vlastní (%1)</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Barva stolu</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Klávesové zkratky</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Příkaz</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klávesy</translation>
    </message>
    <message>
        <source>On the table, arrows or Tab move between piles and Space or Enter picks up and puts down a card: How to play tells the rest.</source>
        <translation>Na stole šipky nebo Tab přecházejí mezi hromádkami a mezerník nebo Enter zvedá a pokládá kartu: zbytek vysvětluje Jak hrát.</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>%1, picked up</source>
        <translation>%1, zvednuto</translation>
    </message>
    <message>
        <source>%1, takes the %2</source>
        <translation>%1, přijme kartu %2</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stůl</translation>
    </message>
    <message>
        <source>Read the table</source>
        <translation>Přečíst stůl</translation>
    </message>
    <message>
        <source>Read the focused pile</source>
        <translation>Přečíst vybranou hromádku</translation>
    </message>
    <message>
        <source>Read the foundations and score</source>
        <translation>Přečíst základny a skóre</translation>
    </message>
    <message>
        <source>Bed %1</source>
        <translation>Záhon %1</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Sloupec %1</translation>
    </message>
    <message>
        <source>Foundation %1</source>
        <translation>Základna %1</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>Odkladiště</translation>
    </message>
    <message>
        <source>Bouquet</source>
        <translation>Kytice</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 karta</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n karet</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>prázdné</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 na kartě %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2 face down</source>
        <translation>%1, %2 lícem dolů</translation>
    </message>
    <message>
        <source>%1, card %2 of %3: %4</source>
        <translation>%1, karta %2 z %3: %4</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1, %2 from the top: %3</source>
        <translation>%1, %2 odshora: %3</translation>
    </message>
    <message>
        <source>Picked up the %1.</source>
        <translation>Zvednuta karta %1.</translation>
    </message>
    <message>
        <source>Put back the %1.</source>
        <translation>Karta %1 vrácena zpět.</translation>
    </message>
    <message>
        <source>The %1 does not go on %2.</source>
        <translation>%2 nepřijme kartu %1.</translation>
    </message>
    <message>
        <source>The %1 cannot go to its foundation yet.</source>
        <translation>Kartu %1 zatím nelze dát na základnu.</translation>
    </message>
    <message>
        <source>No card to pick up on %1.</source>
        <translation>%1: není co zvednout.</translation>
    </message>
    <message>
        <source>Turned the %1 onto the waste.</source>
        <translation>Karta %1 otočena na odkladiště.</translation>
    </message>
    <message>
        <source>%1 shows the %2.</source>
        <translation>%1: navrchu je %2.</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1: prázdné.</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Vráceno: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Znovu: %1</translation>
    </message>
    <message>
        <source>Back to the start of the deal.</source>
        <translation>Zpět na začátek rozdání.</translation>
    </message>
    <message>
        <source>Back to move %1.</source>
        <translation>Zpět na tah %1.</translation>
    </message>
    <message>
        <source>Auto finish plays the rest home.</source>
        <translation>Automatické dohrání přesune zbytek na základny.</translation>
    </message>
    <message>
        <source>%1, %2.</source>
        <translation>%1, %2.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>cards on a King</source>
        <translation>karty na krále</translation>
    </message>
    <message>
        <source>turn the corner</source>
        <translation>přes roh</translation>
    </message>
    <message>
        <source>free bouquet</source>
        <translation>volná kytice</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>přísné</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Played:</source>
        <translation>Odehráno:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Vyhráno:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Podíl výher:</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>Současná série:</translation>
    </message>
    <message>
        <source>Best streak:</source>
        <translation>Nejlepší série:</translation>
    </message>
    <message>
        <source>Fewest cards left:</source>
        <translation>Nejméně zbylých karet:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Nejlepší skóre:</translation>
    </message>
    <message>
        <source>Fastest win:</source>
        <translation>Nejrychlejší výhra:</translation>
    </message>
    <message>
        <source>Fewest moves in a win:</source>
        <translation>Nejméně tahů k výhře:</translation>
    </message>
    <message>
        <source>Not counted above:</source>
        <translation>Nezapočteno výše:</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiky</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Tato hra</translation>
    </message>
    <message>
        <source>Positions opened from a file, and games in which the solver played a move, are not counted as played or won, and set no record.</source>
        <translation>Pozice otevřené ze souboru a hry, ve kterých řešitel zahrál tah, se nepočítají jako odehrané ani vyhrané a nezakládají žádný rekord.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Tahy</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Čas</translation>
    </message>
    <message>
        <source>Daily deals</source>
        <translation>Denní rozdání</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Vynulovat…</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vyhráno</translation>
    </message>
    <message>
        <source>Not won</source>
        <translation>Nevyhráno</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Vynulovat statistiky</translation>
    </message>
    <message>
        <source>Forget all statistics of %1, daily results included?</source>
        <translation>Zapomenout všechny statistiky hry %1 včetně výsledků denních rozdání?</translation>
    </message>
</context>
<context>
    <name>WelcomeBar</name>
    <message>
        <source>New here? %1 opens How to play; %2 shows a hint.</source>
        <translation>Jste tu poprvé? %1 otevře Jak hrát, %2 ukáže radu.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Jak hrát</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Skrýt</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Ace</source>
        <translation>eso</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>kluk</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>dáma</translation>
    </message>
    <message>
        <source>King</source>
        <translation>král</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>kříž</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>káro</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>srdce</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pik</translation>
    </message>
    <message>
        <source>turns a card from the stock</source>
        <translation>otočí kartu z talonu</translation>
    </message>
    <message>
        <source>moves the %1</source>
        <translation>přesune kartu %1</translation>
    </message>
    <message>
        <source>but the game is lost either way</source>
        <translation>ale hra je tak jako tak prohraná</translation>
    </message>
    <message>
        <source>plays the %1 home</source>
        <translation>zahraje kartu %1 na základnu</translation>
    </message>
    <message>
        <source>frees the %1</source>
        <translation>uvolní kartu %1</translation>
    </message>
    <message>
        <source>empties column %2</source>
        <translation>vyprázdní sloupec %2</translation>
    </message>
    <message>
        <source>empties bed %2</source>
        <translation>vyprázdní záhon %2</translation>
    </message>
    <message>
        <source>plays the %1 onto the waste</source>
        <translation>zahraje kartu %1 na odkladiště</translation>
    </message>
    <message>
        <source>brings the %1 back from its foundation</source>
        <translation>vrátí kartu %1 ze základny</translation>
    </message>
    <message>
        <source>plays the %1 from the bouquet</source>
        <translation>zahraje kartu %1 z kytice</translation>
    </message>
    <message>
        <source>empties nothing, keeps options</source>
        <translation>nic nevyprázdní, nechává možnosti otevřené</translation>
    </message>
    <message>
        <source>the game is won</source>
        <translation>hra je vyhraná</translation>
    </message>
    <message>
        <source>no legal move is left</source>
        <translation>nezbývá žádný povolený tah</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>Your settings could not be read (%1), so the default settings are used.</source>
        <translation>Vaše nastavení nelze přečíst (%1), proto se použije výchozí nastavení.</translation>
    </message>
    <message>
        <source>Your statistics could not be read (%1), so they start from zero.</source>
        <translation>Vaše statistiky nelze přečíst (%1), proto začínají od nuly.</translation>
    </message>
    <message>
        <source>The saved game could not be read (%1), so a new deal was started.</source>
        <translation>Uloženou hru nelze přečíst (%1), proto bylo zahájeno nové rozdání.</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>soubor neobsahuje text</translation>
    </message>
    <message>
        <source>it is nested too deeply</source>
        <translation>soubor je příliš hluboce vnořený</translation>
    </message>
    <message>
        <source>it is not valid JSON</source>
        <translation>soubor není platný JSON</translation>
    </message>
    <message>
        <source>it does not hold a JSON object</source>
        <translation>soubor neobsahuje objekt JSON</translation>
    </message>
    <message>
        <source>it has schema %1, expected %2</source>
        <translation>soubor má schéma %1, očekáváno %2</translation>
    </message>
    <message>
        <source>it is far too large</source>
        <translation>soubor je příliš velký</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>nejde o běžný soubor</translation>
    </message>
    <message>
        <source>it could not be opened (%1)</source>
        <translation>soubor nelze otevřít (%1)</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 je soubor, ne složka</translation>
    </message>
    <message>
        <source>%1 is not a deal number of at most %2</source>
        <translation>%1 není číslo rozdání do %2</translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <translation>%1 není pravda ani nepravda</translation>
    </message>
    <message>
        <source>%1 is not a whole number of at least %2</source>
        <translation>%1 není celé číslo aspoň %2</translation>
    </message>
    <message>
        <source>%1 is not a number of seconds</source>
        <translation>%1 není počet sekund</translation>
    </message>
    <message>
        <source>%1 is not a non-negative number of seconds</source>
        <translation>%1 není nezáporný počet sekund</translation>
    </message>
    <message>
        <source>%1 is not text</source>
        <translation>%1 není text</translation>
    </message>
    <message>
        <source>%1 is not a JSON object</source>
        <translation>%1 není objekt JSON</translation>
    </message>
    <message>
        <source>%1 is not a list of text</source>
        <translation>%1 není seznam textů</translation>
    </message>
    <message>
        <source>%1 is not a known game</source>
        <translation>%1 není známá hra</translation>
    </message>
    <message>
        <source>%1 is not a date</source>
        <translation>%1 není datum</translation>
    </message>
    <message>
        <source>its cursor %1 is outside the %2 moves</source>
        <translation>jeho kurzor %1 je mimo %2 tahů</translation>
    </message>
    <message>
        <source>its moves do not replay (%1)</source>
        <translation>jeho tahy nelze přehrát (%1)</translation>
    </message>
    <message>
        <source>its deal is for a different game or options</source>
        <translation>jeho rozdání patří k jiné hře nebo jiným volbám</translation>
    </message>
    <message>
        <source>its game counts contradict each other</source>
        <translation>jeho počty her si navzájem odporují</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Poškozený soubor byl uschován jako %1.</translation>
    </message>
    <message>
        <source>The damaged file could not be moved aside (%1).</source>
        <translation>Poškozený soubor nešlo přesunout stranou (%1).</translation>
    </message>
    <message>
        <source>Nothing can be saved until that file is moved or renamed.</source>
        <translation>Nic nelze uložit, dokud ten soubor nepřesunete nebo nepřejmenujete.</translation>
    </message>
    <message>
        <source>Some settings were invalid and were reset: %1.</source>
        <translation>Některá nastavení byla neplatná a byla obnovena: %1.</translation>
    </message>
    <message>
        <source>the daily results of %1</source>
        <translation>výsledky denního rozdání %1</translation>
    </message>
    <message>
        <source>the %1 level of %2</source>
        <translation>obtížnost %1 hry %2</translation>
    </message>
    <message>
        <source>the levels of %1</source>
        <translation>obtížnosti hry %1</translation>
    </message>
    <message>
        <source>Some statistics could not be read and were left out: %1.</source>
        <translation>Některé statistiky nelze přečíst, a byly proto vynechány: %1.</translation>
    </message>
</context>
</TS>
