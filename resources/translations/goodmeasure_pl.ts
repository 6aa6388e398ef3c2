<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>App</name>
    <message>
        <source>The position could not be opened: %1.</source>
        <extracomment>Another app runs on the same data folder and did not take the file.</extracomment>
        <translation>Nie udało się otworzyć układu: %1.</translation>
    </message>
    <message>
        <source>goodmeasure is already running with the same game folder (process %1) and does not answer. So as not to overwrite its game, nothing was opened. Close it, or end that process, and try again.</source>
        <translation>Program goodmeasure jest już uruchomiony z tym samym folderem gier (proces %1) i nie odpowiada. Aby nie nadpisać jego gry, niczego nie otwarto. Zamknij go lub zakończ ten proces i spróbuj ponownie.</translation>
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
        <translation>Zielone sukno</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Niebieski</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Czerwony</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Szary</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Brązowy</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klasyczny</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Duże indeksy</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Cztery kolory</translation>
    </message>
    <message>
        <source>The deck&apos;s own</source>
        <translation>Z zestawu kart</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Niebieska krata</translation>
    </message>
    <message>
        <source>The card deck %1 is not installed, so the %2 deck is used.</source>
        <translation>Zestaw kart %1 nie jest zainstalowany, więc używany jest zestaw %2.</translation>
    </message>
    <message>
        <source>The card back %1 is not installed, so the deck&apos;s own back is used.</source>
        <translation>Rewers %1 nie jest zainstalowany, więc używany jest rewers z zestawu kart.</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>Gładka</translation>
    </message>
    <message>
        <source>Felt</source>
        <translation>Sukno</translation>
    </message>
    <message>
        <source>Spotlight</source>
        <translation>Snop światła</translation>
    </message>
</context>
<context>
    <name>Difficulty</name>
    <message>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Średni</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Trudny</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>Ł&amp;atwy</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>Ś&amp;redni</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>&amp;Trudny</translation>
    </message>
    <message>
        <source>E&amp;xpert</source>
        <translation>&amp;Ekspert</translation>
    </message>
    <message>
        <source>Winnable deal of &amp;level</source>
        <translation>Rozdanie do wygrania: &amp;poziom</translation>
    </message>
    <message>
        <source>No deal of level %1 can be dealt: under the standard rule the solver has never found a Gloucestershire deal that can be won. Turn on the free bouquet in Settings for deals of every level.</source>
        <translation>Nie można rozdać kart na poziomie „%1”: przy standardowej zasadzie solver nigdy nie znalazł rozdania Gloucestershire, które dałoby się wygrać. Włącz wolny bukiet w Ustawieniach, aby dostawać rozdania na każdym poziomie.</translation>
    </message>
    <message>
        <source>The solver found no deal of level %1 this time; try again.</source>
        <translation>Tym razem solver nie znalazł rozdania na poziomie „%1”; spróbuj ponownie.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Level %1. %2</source>
        <translation>Poziom: %1. %2</translation>
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
        <translation>odkryj kartę ze stosu rezerwowego</translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 na stos docelowy</translation>
    </message>
    <message>
        <source>%1 onto the waste</source>
        <translation>%1 na stos odrzuconych</translation>
    </message>
    <message>
        <source>%1 onto bed %2</source>
        <translation>%1 na grządkę %2</translation>
    </message>
    <message>
        <source>%1 onto column %2</source>
        <translation>%1 na kolumnę %2</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrana</translation>
    </message>
    <message>
        <source>Every card is home.</source>
        <translation>Wszystkie karty są na stosach docelowych.</translation>
    </message>
    <message>
        <source>Thinking...</source>
        <translation>Myślę…</translation>
    </message>
    <message>
        <source>The solver is looking at this position.</source>
        <translation>Solver analizuje ten układ.</translation>
    </message>
    <message>
        <source>Thinking about a hint...</source>
        <translation>Szukam podpowiedzi…</translation>
    </message>
    <message>
        <source>Looking for the last winnable position...</source>
        <translation>Szukam ostatniego układu do wygrania…</translation>
    </message>
    <message>
        <source>This position can still be won: there is nothing to undo.</source>
        <translation>Ten układ wciąż można wygrać: nie ma czego cofać.</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Do wygrania</translation>
    </message>
    <message>
        <source>The solver has found a winning line from here.</source>
        <translation>Solver znalazł stąd drogę do wygranej.</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Przegrana</translation>
    </message>
    <message>
        <source>The solver proves that no win is left.</source>
        <translation>Solver dowodzi, że wygrana nie jest już możliwa.</translation>
    </message>
    <message>
        <source>Looking deeper...</source>
        <translation>Szukam głębiej…</translation>
    </message>
    <message>
        <source>The solver could not decide this position at once and is looking further.</source>
        <translation>Solver nie rozstrzygnął od razu tego układu i szuka dalej.</translation>
    </message>
    <message>
        <source>Not yet known</source>
        <translation>Jeszcze nie wiadomo</translation>
    </message>
    <message>
        <source>The solver could not decide this position within its budget.</source>
        <translation>Solver nie zdołał rozstrzygnąć tego układu w wyznaczonym limicie.</translation>
    </message>
    <message>
        <source>The solver proves this deal cannot be won.</source>
        <translation>Solver dowodzi, że tego rozdania nie da się wygrać.</translation>
    </message>
    <message>
        <source>Lost from the start</source>
        <translation>Przegrane od początku</translation>
    </message>
    <message>
        <source>Lost since move %1</source>
        <translation>Przegrane od ruchu %1</translation>
    </message>
    <message>
        <source>Position after move %1 is the first the solver proves lost.</source>
        <translation>Układ po ruchu %1 jest pierwszym, o którym solver dowodzi, że jest przegrany.</translation>
    </message>
    <message>
        <source>No earlier position is proven winnable.</source>
        <translation>Nie dowiedziono, że którykolwiek wcześniejszy układ da się wygrać.</translation>
    </message>
    <message>
        <source>No legal move is left.</source>
        <translation>Nie ma już dozwolonego ruchu.</translation>
    </message>
    <message>
        <source>Hint: %1%2. It leads to a win.</source>
        <translation>Podpowiedź: %1%2. To prowadzi do wygranej.</translation>
    </message>
    <message>
        <source>Suggestion: %1%2.</source>
        <translation>Propozycja: %1%2.</translation>
    </message>
    <message>
        <source>This deal is lost</source>
        <translation>To rozdanie jest przegrane</translation>
    </message>
    <message>
        <source>The solver proves that this deal cannot be won, whatever is played.</source>
        <translation>Solver dowodzi, że tego rozdania nie da się wygrać, niezależnie od ruchów.</translation>
    </message>
    <message>
        <source>This position is lost</source>
        <translation>Ten układ jest przegrany</translation>
    </message>
    <message>
        <source>The solver proves that no win is left from here. You can go back to the last position it can still win from.</source>
        <translation>Solver dowodzi, że stąd wygrana nie jest już możliwa. Możesz wrócić do ostatniego układu, z którego wciąż potrafi wygrać.</translation>
    </message>
    <message>
        <source>Undo to the last winnable position</source>
        <translation>Cofnij do ostatniego układu do wygrania</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nowe rozdanie</translation>
    </message>
    <message>
        <source>Only a suggestion (no win proven): %1%2.</source>
        <translation>Tylko propozycja (wygrana nie jest dowiedziona): %1%2.</translation>
    </message>
    <message>
        <source>This game is won: every card is home.</source>
        <translation>Ta gra jest wygrana: wszystkie karty są na stosach docelowych.</translation>
    </message>
    <message>
        <source>The solver is working on a solution...</source>
        <translation>Solver szuka rozwiązania…</translation>
    </message>
    <message>
        <source>The solver is still looking for a winning line...</source>
        <translation>Solver wciąż szuka drogi do wygranej…</translation>
    </message>
    <message>
        <source>The solver has no winning line from here to show.</source>
        <translation>Solver nie może stąd pokazać drogi do wygranej.</translation>
    </message>
</context>
<context>
    <name>HowTo</name>
    <message>
        <source>&lt;h3&gt;Playing with the mouse and keys&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Gra myszą i klawiaturą&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost column that takes it. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Przeciągnij wolną kartę na stos: stosy, które ją przyjmą, podświetlają się. Gdy automatyczne zagrywanie jest włączone, kliknięcie odkłada kartę na stos docelowy, jeśli tam pasuje, a w przeciwnym razie na pierwszą od lewej kolumnę, która ją przyjmie. Gdy automatyczne zagrywanie jest wyłączone, kliknięcie podnosi kartę, a kliknięcie stosu ją kładzie. Dwukrotne kliknięcie wysyła kartę na jej stos docelowy.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost bed that takes it, and onto an empty bed only when no other bed does. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Przeciągnij wolną kartę na stos: stosy, które ją przyjmą, podświetlają się. Gdy automatyczne zagrywanie jest włączone, kliknięcie odkłada kartę na stos docelowy, jeśli tam pasuje, a w przeciwnym razie na pierwszą od lewej grządkę, która ją przyjmie, a na pustą grządkę tylko wtedy, gdy nie przyjmie jej żadna inna grządka. Gdy automatyczne zagrywanie jest wyłączone, kliknięcie podnosi kartę, a kliknięcie stosu ją kładzie. Dwukrotne kliknięcie wysyła kartę na jej stos docelowy.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a column&apos;s top card onto the waste: the waste lights up when it takes it. With Auto play on, a click plays the card onto the waste if it fits. With Auto play off, a click picks a card up and a click on the waste puts it down. A click on the stock turns its next card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Przeciągnij wierzchnią kartę kolumny na stos odrzuconych: stos podświetla się, gdy ją przyjmie. Gdy automatyczne zagrywanie jest włączone, kliknięcie kładzie kartę na stos odrzuconych, jeśli pasuje. Gdy automatyczne zagrywanie jest wyłączone, kliknięcie podnosi kartę, a kliknięcie stosu odrzuconych ją kładzie. Kliknięcie stosu rezerwowego odkrywa jego następną kartę.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down, F or Shift+Enter sends a card home, Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Klawisze: strzałki lub Tab przechodzą między stosami, Spacja lub Enter podnosi i kładzie kartę, F lub Shift+Enter wysyła kartę na stos docelowy, Ctrl+Z cofa, Ctrl+Shift+Z ponawia, H daje podpowiedź.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down (on the stock, turns a card), Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Klawisze: strzałki lub Tab przechodzą między stosami, Spacja lub Enter podnosi i kładzie kartę (na stosie rezerwowym odkrywa kartę), Ctrl+Z cofa, Ctrl+Shift+Z ponawia, H daje podpowiedź.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the foundations and the score. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Z czytnikiem ekranu: T odczytuje cały stół, P odczytuje wybrany stos od góry, S odczytuje stosy docelowe i wynik. Każdy ruch, cofnięcie i podpowiedź są ogłaszane na bieżąco.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the waste and the cards left. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Z czytnikiem ekranu: T odczytuje cały stół, P odczytuje wybrany stos od góry, S odczytuje stos odrzuconych i liczbę pozostałych kart. Każdy ruch, cofnięcie i podpowiedź są ogłaszane na bieżąco.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With the free bouquet, Left and Right choose a bouquet card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Przy wolnym bukiecie strzałki w lewo i w prawo wybierają kartę bukietu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Good Measure&lt;/h2&gt;&lt;p&gt;One deck. Two Aces start on the foundations straight away; the other 50 cards lie face up in ten columns of five, with every King moved to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the four foundations up by suit from Ace to King. Only the top card of a column moves, one at a time: home to its foundation, or onto a column whose top card is one rank higher, whatever the suit (any 7 on any 8).&lt;/p&gt;&lt;p&gt;A column that empties stays empty. There is no stock and no free cell, so plan ahead: every card is in view from the start. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Good Measure&lt;/h2&gt;&lt;p&gt;Jedna talia. Dwa asy od razu leżą na stosach docelowych; pozostałe 50 kart leży odkrytych w dziesięciu kolumnach po pięć, a każdy król zostaje przeniesiony na spód swojej kolumny.&lt;/p&gt;&lt;p&gt;Buduj cztery stosy docelowe w górę w kolorze, od asa do króla. Przenosić można tylko wierzchnią kartę kolumny, po jednej naraz: na jej stos docelowy albo na kolumnę, której wierzchnia karta jest o jedną wartość wyższa, bez względu na kolor (dowolną 7 na dowolną 8).&lt;/p&gt;&lt;p&gt;Kolumna, która się opróżni, pozostaje pusta. Nie ma stosu rezerwowego ani wolnej komórki, więc planuj z wyprzedzeniem: wszystkie karty są widoczne od początku. Wygrywasz, gdy wszystkie 52 karty trafią na stosy docelowe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Baker&apos;s Dozen&lt;/h2&gt;&lt;p&gt;One deck, dealt face up into thirteen columns of four. Before play begins every King goes to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the foundations up by suit from Ace to King. Move the top card of a column home, or onto a column whose top card is one rank higher in any suit.&lt;/p&gt;&lt;p&gt;An empty column is never filled again. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Baker&apos;s Dozen&lt;/h2&gt;&lt;p&gt;Jedna talia, rozdana odkrytymi kartami w trzynaście kolumn po cztery. Przed rozpoczęciem gry każdy król trafia na spód swojej kolumny.&lt;/p&gt;&lt;p&gt;Buduj stosy docelowe w górę w kolorze, od asa do króla. Przenoś wierzchnią kartę kolumny na jej stos docelowy albo na kolumnę, której wierzchnia karta jest o jedną wartość wyższa, w dowolnym kolorze.&lt;/p&gt;&lt;p&gt;Pusta kolumna nigdy nie jest ponownie zapełniana. Wygrywasz, gdy wszystkie 52 karty trafią na stosy docelowe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Seven columns of five cards lie face up; the other 17 cards are the stock. The waste starts empty, and any card may start it.&lt;/p&gt;&lt;p&gt;Play the top card of a column onto the waste when it is one rank above or below the waste&apos;s top card, suit ignored. Click the stock to turn its next card onto the waste; the stock is used once.&lt;/p&gt;&lt;p&gt;Options (Settings): &lt;i&gt;turn the corner&lt;/i&gt; lets Ace and King follow each other; &lt;i&gt;cards on a King&lt;/i&gt; lets a Queen (and with the corner an Ace) go on a King.&lt;/p&gt;&lt;p&gt;Clear all 35 column cards to win. The fewer cards you leave, the better.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Siedem kolumn po pięć kart leży odkrytych; pozostałe 17 kart tworzy stos rezerwowy. Stos odrzuconych jest na początku pusty i może go rozpocząć dowolna karta.&lt;/p&gt;&lt;p&gt;Połóż wierzchnią kartę kolumny na stosie odrzuconych, jeśli jest o jedną wartość wyższa lub niższa od jego wierzchniej karty; kolor nie ma znaczenia. Kliknij stos rezerwowy, aby odkryć jego następną kartę na stos odrzuconych; stos rezerwowy przechodzi się tylko raz.&lt;/p&gt;&lt;p&gt;Opcje (Ustawienia): &lt;i&gt;zawijanie&lt;/i&gt; pozwala, by as i król następowały po sobie; &lt;i&gt;karty na króla&lt;/i&gt; pozwala położyć na królu damę (a z zawijaniem także asa).&lt;/p&gt;&lt;p&gt;Aby wygrać, zdejmij wszystkie 35 kart z kolumn. Im mniej kart zostawisz, tym lepiej.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Gloucestershire&lt;/h2&gt;&lt;p&gt;Two decks. Eight beds are dealt face up with 3 to 10 cards; the other 52 cards form the bouquet, fanned out along the bottom, of which only the top card (the rightmost) plays.&lt;/p&gt;&lt;p&gt;Any Ace starts a foundation, but each foundation has its own suit. It climbs from Ace to King, then the suit&apos;s second Ace follows and it climbs to King again.&lt;/p&gt;&lt;p&gt;On the beds build down in alternating colours; a King may go on an Ace. Any card fills an empty bed, and a foundation&apos;s top card may come back onto a bed.&lt;/p&gt;&lt;p&gt;With the &lt;i&gt;free bouquet&lt;/i&gt; option every bouquet card plays. You win when all 104 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Gloucestershire&lt;/h2&gt;&lt;p&gt;Dwie talie. Rozdaje się osiem grządek, po 3 do 10 odkrytych kart; pozostałe 52 karty tworzą bukiet, rozłożony wachlarzem u dołu, z którego można zagrać tylko wierzchnią kartę (skrajną z prawej).&lt;/p&gt;&lt;p&gt;Każdy as rozpoczyna stos docelowy, ale każdy stos docelowy ma własny kolor. Rośnie on od asa do króla, potem kładzie się na nim drugiego asa tego koloru i stos znów rośnie do króla.&lt;/p&gt;&lt;p&gt;Na grządkach buduj w dół, na przemian kartami czerwonymi i czarnymi; króla można położyć na asie. Pustą grządkę może zająć dowolna karta, a wierzchnia karta stosu docelowego może wrócić na grządkę.&lt;/p&gt;&lt;p&gt;Z opcją &lt;i&gt;wolny bukiet&lt;/i&gt; można zagrać każdą kartę bukietu. Wygrywasz, gdy wszystkie 104 karty trafią na stosy docelowe.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>LevelStatistics</name>
    <message>
        <source>By difficulty (winnable and daily deals)</source>
        <translation>Według poziomu trudności (rozdania do wygrania i rozdania dnia)</translation>
    </message>
    <message>
        <source>Fewest cards left</source>
        <translation>Najmniej pozostałych kart</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Najlepszy wynik</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Poziom</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Rozegrane</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrane</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New deal</source>
        <translation>&amp;Nowe rozdanie</translation>
    </message>
    <message>
        <source>&amp;Winnable deal</source>
        <translation>Rozdanie do &amp;wygrania</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>Rozdanie &amp;dnia</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Od nowa</translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation>&amp;Statystyki…</translation>
    </message>
    <message>
        <source>&amp;Open position...</source>
        <translation>O&amp;twórz układ…</translation>
    </message>
    <message>
        <source>&amp;Save position...</source>
        <translation>&amp;Zapisz układ…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Po&amp;nów</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Podpowiedź</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>Pokaż &amp;rozwiązanie</translation>
    </message>
    <message>
        <source>Solution s&amp;tep</source>
        <translation>&amp;Krok rozwiązania</translation>
    </message>
    <message>
        <source>Undo to last &amp;winnable position</source>
        <translation>Cofnij do ostatniego układu do &amp;wygrania</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Jak grać</translation>
    </message>
    <message>
        <source>&amp;About goodmeasure</source>
        <translation>&amp;O programie goodmeasure</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Skróty klawiszowe</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Pełny ekran</translation>
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
        <translation>Go&amp;lf</translation>
    </message>
    <message>
        <source>Glou&amp;cestershire</source>
        <translation>Glou&amp;cestershire</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Ustawienia</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Pomoc</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Settings not saved: %s</source>
        <translation>Nie zapisano ustawień: %s</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1)?</source>
        <translation>Porzucić trwającą grę (wykonane ruchy: %1)?</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1) to open %2?</source>
        <translation>Porzucić trwającą grę (wykonane ruchy: %1), aby otworzyć %2?</translation>
    </message>
    <message>
        <source>It will count as a lost game.</source>
        <translation>Zostanie policzona jako przegrana.</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Porzucić grę?</translation>
    </message>
    <message>
        <source>&amp;Abandon game</source>
        <translation>&amp;Porzuć grę</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Graj dalej</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>Nie pytaj ponownie</translation>
    </message>
    <message>
        <source>Open position</source>
        <translation>Otwórz układ</translation>
    </message>
    <message>
        <source>Positions (*.deal);;All files (*)</source>
        <translation>Układy (*.deal);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>The position could not be opened: %1. Your game is unchanged.</source>
        <translation>Nie udało się otworzyć układu: %1. Twoja gra pozostaje bez zmian.</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Zapisz układ</translation>
    </message>
    <message>
        <source>The position could not be saved: %1.</source>
        <translation>Nie udało się zapisać układu: %1.</translation>
    </message>
    <message>
        <source>Position saved to %1</source>
        <translation>Zapisano układ w %1</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Numer rozdania</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win...</source>
        <translation>Szukam rozdania, które solver potrafi wygrać…</translation>
    </message>
    <message>
        <source>Under the standard rule, where only the bouquet&apos;s top card plays, the solver has never found a Gloucestershire deal that can be won: it proves nearly every deal lost. Turn on the free bouquet in Settings for deals it can win.</source>
        <translation>Przy standardowej zasadzie, gdy zagrać można tylko wierzchnią kartę bukietu, solver nigdy nie znalazł rozdania Gloucestershire, które dałoby się wygrać: dowodzi, że niemal każde rozdanie jest przegrane. Włącz wolny bukiet w Ustawieniach, aby dostawać rozdania, które potrafi wygrać.</translation>
    </message>
    <message>
        <source>Gloucestershire&apos;s standard rule, where only the bouquet&apos;s top card plays, is almost never winnable: the solver proves nearly every deal lost. With the free bouquet every bouquet card plays, and many deals can be won.</source>
        <translation>Przy standardowej zasadzie Gloucestershire, gdy zagrać można tylko wierzchnią kartę bukietu, gry prawie nigdy nie da się wygrać: solver dowodzi, że niemal każde rozdanie jest przegrane. Z wolnym bukietem można zagrać każdą kartę bukietu i wiele rozdań da się wygrać.</translation>
    </message>
    <message>
        <source>The switch deals a new free-bouquet deal now; Settings can undo it.</source>
        <translation>Przełączenie od razu rozdaje nowe rozdanie z wolnym bukietem; w Ustawieniach można je cofnąć.</translation>
    </message>
    <message>
        <source>Switch to the free bouquet</source>
        <translation>Przełącz na wolny bukiet</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Ukryj</translation>
    </message>
    <message>
        <source>The free bouquet applies from the next deal.</source>
        <translation>Wolny bukiet obowiązuje od następnego rozdania.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file, and the solver played a move.</source>
        <translation>Nie wliczane do statystyk: układ pochodzi z pliku, a solver wykonał ruch.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file.</source>
        <translation>Nie wliczane do statystyk: układ pochodzi z pliku.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the solver played a move.</source>
        <translation>Nie wliczane do statystyk: solver wykonał ruch.</translation>
    </message>
    <message>
        <source>Undo a move or start a new deal.</source>
        <translation>Cofnij ruch lub zacznij nowe rozdanie.</translation>
    </message>
    <message>
        <source>The solver could not prove a deal winnable this time.</source>
        <translation>Tym razem solverowi nie udało się znaleźć rozdania, które dowodnie da się wygrać.</translation>
    </message>
    <message>
        <source>Deal n&amp;umber...</source>
        <translation>N&amp;umer rozdania…</translation>
    </message>
    <message>
        <source>Play deal number (%1):</source>
        <translation>Numer rozdania do zagrania (%1):</translation>
    </message>
    <message>
        <source>Here is an ordinary deal instead; it may not be winnable.</source>
        <translation>Zamiast tego oto zwykłe rozdanie; być może nie da się go wygrać.</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nowe rozdanie</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Wygrana!</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Undo to last winnable position</source>
        <translation>Cofnij do ostatniego układu do wygrania</translation>
    </message>
    <message>
        <source>No move left</source>
        <translation>Brak ruchów</translation>
    </message>
    <message numerus="yes">
        <source>All columns cleared in %n moves, time %1.</source>
        <translation>
            <numerusform>Wszystkie kolumny opróżnione w %n ruchu, czas&#xa0;%1.</numerusform>
            <numerusform>Wszystkie kolumny opróżnione w %n ruchach, czas&#xa0;%1.</numerusform>
            <numerusform>Wszystkie kolumny opróżnione w %n ruchach, czas&#xa0;%1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1 in %n moves, time %2.</source>
        <translation>
            <numerusform>Wynik %1 w %n ruchu, czas %2.</numerusform>
            <numerusform>Wynik %1 w %n ruchach, czas %2.</numerusform>
            <numerusform>Wynik %1 w %n ruchach, czas %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily deal %1</source>
        <translation>Rozdanie dnia %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Rozdanie %1</translation>
    </message>
    <message>
        <source>Deal from a file</source>
        <translation>Rozdanie z pliku</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Ruchy: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Czas: %1</translation>
    </message>
    <message>
        <source>Cards left: %1</source>
        <translation>Pozostało kart: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Wynik: %1</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Jak grać</translation>
    </message>
    <message>
        <source>About goodmeasure</source>
        <translation>O programie goodmeasure</translation>
    </message>
    <message>
        <source>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;Good Measure, Baker&apos;s Dozen, Golf and Gloucestershire: patience games of planning, with a solver that knows which deals can be won.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;Good Measure, Baker&apos;s Dozen, Golf i Gloucestershire: pasjanse wymagające planowania, z solverem, który wie, które rozdania da się wygrać.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Code and the Blue lattice card back: MIT licence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Kod i rewers „Niebieska krata”: licencja MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1: Adrian Kennard&apos;s playing cards (www.me.uk/cards), public domain under CC0 1.0.</source>
        <translation>%1: karty do gry Adriana Kennarda (www.me.uk/cards), domena publiczna na licencji CC0 1.0.</translation>
    </message>
    <message>
        <source>%1: drawn for goodmeasure by its developers, public domain under CC0 1.0.</source>
        <translation>%1: dzieło twórców goodmeasure, domena publiczna na licencji CC0 1.0.</translation>
    </message>
    <message>
        <source>Card decks:</source>
        <translation>Zestawy kart:</translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is a file, not a folder.</source>
        <translation>Nie udało się zapisać ustawień: %1 jest plikiem, a nie folderem.</translation>
    </message>
    <message>
        <source>Settings could not be saved: permission denied in %1.</source>
        <translation>Nie udało się zapisać ustawień: brak uprawnień do zapisu w %1.</translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is on a read-only disk.</source>
        <translation>Nie udało się zapisać ustawień: %1 znajduje się na dysku tylko do odczytu.</translation>
    </message>
    <message>
        <source>Settings could not be saved: the disk holding %1 is full.</source>
        <translation>Nie udało się zapisać ustawień: dysk, na którym znajduje się %1, jest pełny.</translation>
    </message>
    <message>
        <source>Settings could not be saved in %1 (%2).</source>
        <translation>Nie udało się zapisać ustawień w %1 (%2).</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>Wyjdź z pełnego ekranu</translation>
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
        <source>Your statistics could not be saved.</source>
        <translation>Nie udało się zapisać statystyk.</translation>
    </message>
    <message>
        <source>Your game could not be saved; it will not be resumed if goodmeasure stops.</source>
        <translation>Nie udało się zapisać gry; nie zostanie wznowiona, jeśli goodmeasure się zakończy.</translation>
    </message>
    <message>
        <source>The finished game could not be cleared.</source>
        <translation>Nie udało się usunąć zakończonej gry.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>The %1 does not go on the %2.</source>
        <translation>Karta %1 nie pasuje na kartę %2.</translation>
    </message>
    <message>
        <source>No foundation takes the %1 yet.</source>
        <translation>Żaden stos docelowy nie przyjmie jeszcze karty %1.</translation>
    </message>
    <message>
        <source>An empty column stays empty in this game.</source>
        <translation>W tej grze pusta kolumna pozostaje pusta.</translation>
    </message>
    <message>
        <source>No foundation or bed takes the %1 yet.</source>
        <translation>Żaden stos docelowy ani żadna grządka nie przyjmie jeszcze karty %1.</translation>
    </message>
    <message>
        <source>No foundation or column takes the %1 yet.</source>
        <translation>Żaden stos docelowy ani żadna kolumna nie przyjmie jeszcze karty %1.</translation>
    </message>
    <message>
        <source>The %1 has nowhere to go.</source>
        <translation>Karty %1 nie można nigdzie położyć.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Auto play: a click plays a card where it fits</source>
        <translation>Automatyczne zagrywanie: kliknięcie kładzie kartę tam, gdzie pasuje</translation>
    </message>
    <message>
        <source>Auto finish: play the last cards off by itself</source>
        <translation>Automatyczne kończenie: ostatnie karty odkładane są same</translation>
    </message>
    <message>
        <source>Show in the status bar whether the deal can still be won</source>
        <translation>Pokazuj na pasku stanu, czy rozdanie wciąż można wygrać</translation>
    </message>
    <message>
        <source>New deal deals only deals the solver can win</source>
        <translation>„Nowe rozdanie” daje tylko rozdania, które solver potrafi wygrać</translation>
    </message>
    <message>
        <source>Ask before abandoning a game in progress</source>
        <translation>Pytaj przed porzuceniem trwającej gry</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Wyłączona</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Szybka</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalna</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Wolna</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Animation:</source>
        <translation>Animacja:</translation>
    </message>
    <message>
        <source>Golf: turn the corner (Ace and King are neighbours)</source>
        <translation>Golf: zawijanie (as i król sąsiadują)</translation>
    </message>
    <message>
        <source>Golf: cards on a King</source>
        <translation>Golf: karty na króla</translation>
    </message>
    <message>
        <source>Gloucestershire: free bouquet (every card plays)</source>
        <translation>Gloucestershire: wolny bukiet (można zagrać każdą kartę)</translation>
    </message>
    <message>
        <source>Game variants</source>
        <translation>Warianty gry</translation>
    </message>
    <message>
        <source>Variants take effect from the next deal.</source>
        <translation>Warianty obowiązują od następnego rozdania.</translation>
    </message>
    <message>
        <source>Choose a colour...</source>
        <translation>Wybierz kolor…</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Język systemu</translation>
    </message>
    <message>
        <source>A new language takes effect when goodmeasure starts again.</source>
        <translation>Nowy język zacznie obowiązywać po ponownym uruchomieniu goodmeasure.</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Wygląd</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Kolor stołu:</translation>
    </message>
    <message>
        <source>Table surface:</source>
        <translation>Powierzchnia stołu:</translation>
    </message>
    <message>
        <source>High contrast: a black table, cards outlined in white</source>
        <translation>Wysoki kontrast: czarny stół, karty z białym obramowaniem</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Rewers kart:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Język:</translation>
    </message>
    <message>
        <source>Preview of the card deck</source>
        <translation>Podgląd zestawu kart</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>Zestaw kart:</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Odtwarzaj dźwięki</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Głośność</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Dźwięk</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Głośność:</translation>
    </message>
    <message>
        <source>Sound needs Qt Multimedia, which is not installed: install goodmeasure[sound] for sound.</source>
        <translation>Dźwięk wymaga modułu Qt Multimedia, który nie jest zainstalowany: aby mieć dźwięk, zainstaluj goodmeasure[sound].</translation>
    </message>
    <message>
        <source>No sound: this computer has no audio output.</source>
        <translation>Brak dźwięku: ten komputer nie ma wyjścia audio.</translation>
    </message>
    <message>
        <source>No sound: the audio output failed. Sound stays off until goodmeasure is restarted.</source>
        <translation>Brak dźwięku: wyjście audio przestało działać. Dźwięk pozostanie wyłączony do ponownego uruchomienia goodmeasure.</translation>
    </message>
    <message>
        <source>Custom (%1)</source>
        <translation>Własny (%1)</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Kolor stołu</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Polecenie</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klawisze</translation>
    </message>
    <message>
        <source>On the table, arrows or Tab move between piles and Space or Enter picks up and puts down a card: How to play tells the rest.</source>
        <translation>Na stole strzałki lub Tab przechodzą między stosami, a Spacja lub Enter podnosi i kładzie kartę; resztę wyjaśnia „Jak grać”.</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>%1, picked up</source>
        <translation>%1, karta podniesiona</translation>
    </message>
    <message>
        <source>%1, takes the %2</source>
        <translation>%1, tu pasuje %2</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>Read the table</source>
        <translation>Odczytaj stół</translation>
    </message>
    <message>
        <source>Read the focused pile</source>
        <translation>Odczytaj wybrany stos</translation>
    </message>
    <message>
        <source>Read the foundations and score</source>
        <translation>Odczytaj stosy docelowe i wynik</translation>
    </message>
    <message>
        <source>Bed %1</source>
        <translation>Grządka %1</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Kolumna %1</translation>
    </message>
    <message>
        <source>Foundation %1</source>
        <translation>Stos docelowy %1</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Stos rezerwowy</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>Stos odrzuconych</translation>
    </message>
    <message>
        <source>Bouquet</source>
        <translation>Bukiet</translation>
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
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>brak kart</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 na %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2 face down</source>
        <translation>%1, %2, rewersem do góry</translation>
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
        <translation>%1, %2 od góry: %3</translation>
    </message>
    <message>
        <source>Picked up the %1.</source>
        <translation>Podniesiono: %1.</translation>
    </message>
    <message>
        <source>Put back the %1.</source>
        <translation>Odłożono z powrotem: %1.</translation>
    </message>
    <message>
        <source>The %1 does not go on %2.</source>
        <translation>%2: %1 tu nie pasuje.</translation>
    </message>
    <message>
        <source>The %1 cannot go to its foundation yet.</source>
        <translation>%1 nie może jeszcze trafić na stos docelowy.</translation>
    </message>
    <message>
        <source>No card to pick up on %1.</source>
        <translation>%1: brak karty do podniesienia.</translation>
    </message>
    <message>
        <source>Turned the %1 onto the waste.</source>
        <translation>Na stos odrzuconych trafia %1.</translation>
    </message>
    <message>
        <source>%1 shows the %2.</source>
        <translation>%1: na wierzchu jest teraz %2.</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1 jest teraz pusta.</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Cofnięto: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Ponowiono: %1</translation>
    </message>
    <message>
        <source>Back to the start of the deal.</source>
        <translation>Powrót do początku rozdania.</translation>
    </message>
    <message>
        <source>Back to move %1.</source>
        <translation>Powrót do ruchu %1.</translation>
    </message>
    <message>
        <source>Auto finish plays the rest home.</source>
        <translation>Automatyczne kończenie odkłada resztę kart na stosy docelowe.</translation>
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
        <translation>karty na króla</translation>
    </message>
    <message>
        <source>turn the corner</source>
        <translation>zawijanie</translation>
    </message>
    <message>
        <source>free bouquet</source>
        <translation>wolny bukiet</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>ścisłe zasady</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Played:</source>
        <translation>Rozegrane:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Wygrane:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Odsetek wygranych:</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>Obecna seria:</translation>
    </message>
    <message>
        <source>Best streak:</source>
        <translation>Najlepsza seria:</translation>
    </message>
    <message>
        <source>Fewest cards left:</source>
        <translation>Najmniej pozostałych kart:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Najlepszy wynik:</translation>
    </message>
    <message>
        <source>Fastest win:</source>
        <translation>Najszybsza wygrana:</translation>
    </message>
    <message>
        <source>Fewest moves in a win:</source>
        <translation>Najmniej ruchów w wygranej:</translation>
    </message>
    <message>
        <source>Not counted above:</source>
        <translation>Nie wliczone powyżej:</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Ta gra</translation>
    </message>
    <message>
        <source>Positions opened from a file, and games in which the solver played a move, are not counted as played or won, and set no record.</source>
        <translation>Układy otwarte z pliku oraz gry, w których solver wykonał ruch, nie są liczone jako rozegrane ani wygrane i nie ustanawiają rekordów.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Rezultat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ruchy</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Czas</translation>
    </message>
    <message>
        <source>Daily deals</source>
        <translation>Rozdania dnia</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Wyzeruj…</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrana</translation>
    </message>
    <message>
        <source>Not won</source>
        <translation>Nie wygrano</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Wyzeruj statystyki</translation>
    </message>
    <message>
        <source>Forget all statistics of %1, daily results included?</source>
        <translation>Usunąć wszystkie statystyki gry %1, łącznie z wynikami rozdań dnia?</translation>
    </message>
</context>
<context>
    <name>WelcomeBar</name>
    <message>
        <source>New here? %1 opens How to play; %2 shows a hint.</source>
        <translation>Pierwszy raz tutaj? %1 otwiera „Jak grać”, %2 pokazuje podpowiedź.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Jak grać</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Ukryj</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>walet</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>King</source>
        <translation>król</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trefl</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>kier</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pik</translation>
    </message>
    <message>
        <source>turns a card from the stock</source>
        <translation>odkrywa kartę ze stosu rezerwowego</translation>
    </message>
    <message>
        <source>moves the %1</source>
        <translation>przenosi kartę %1</translation>
    </message>
    <message>
        <source>but the game is lost either way</source>
        <translation>ale gra i tak jest przegrana</translation>
    </message>
    <message>
        <source>plays the %1 home</source>
        <translation>odkłada kartę %1 na stos docelowy</translation>
    </message>
    <message>
        <source>frees the %1</source>
        <translation>odsłania kartę %1</translation>
    </message>
    <message>
        <source>empties column %2</source>
        <translation>opróżnia kolumnę %2</translation>
    </message>
    <message>
        <source>empties bed %2</source>
        <translation>opróżnia grządkę %2</translation>
    </message>
    <message>
        <source>plays the %1 onto the waste</source>
        <translation>kładzie kartę %1 na stos odrzuconych</translation>
    </message>
    <message>
        <source>brings the %1 back from its foundation</source>
        <translation>zdejmuje kartę %1 z powrotem ze stosu docelowego</translation>
    </message>
    <message>
        <source>plays the %1 from the bouquet</source>
        <translation>zagrywa kartę %1 z bukietu</translation>
    </message>
    <message>
        <source>empties nothing, keeps options</source>
        <translation>niczego nie opróżnia, zostawia możliwości</translation>
    </message>
    <message>
        <source>the game is won</source>
        <translation>gra jest wygrana</translation>
    </message>
    <message>
        <source>no legal move is left</source>
        <translation>nie ma już dozwolonego ruchu</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Your settings could not be read (%1), so the default settings are used.</source>
        <translation>Nie udało się odczytać ustawień (%1), więc użyto ustawień domyślnych.</translation>
    </message>
    <message>
        <source>Your statistics could not be read (%1), so they start from zero.</source>
        <translation>Nie udało się odczytać statystyk (%1), więc liczone są od zera.</translation>
    </message>
    <message>
        <source>The saved game could not be read (%1), so a new deal was started.</source>
        <translation>Nie udało się odczytać zapisanej gry (%1), więc rozpoczęto nowe rozdanie.</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>plik nie zawiera tekstu</translation>
    </message>
    <message>
        <source>it is nested too deeply</source>
        <translation>plik jest zbyt głęboko zagnieżdżony</translation>
    </message>
    <message>
        <source>it is not valid JSON</source>
        <translation>plik nie jest poprawnym JSON-em</translation>
    </message>
    <message>
        <source>it does not hold a JSON object</source>
        <translation>plik nie zawiera obiektu JSON</translation>
    </message>
    <message>
        <source>it has schema %1, expected %2</source>
        <translation>plik ma schemat %1, oczekiwano %2</translation>
    </message>
    <message>
        <source>it is far too large</source>
        <translation>plik jest o wiele za duży</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>nie jest to zwykły plik</translation>
    </message>
    <message>
        <source>it could not be opened (%1)</source>
        <translation>nie udało się otworzyć pliku (%1)</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 jest plikiem, a nie folderem</translation>
    </message>
    <message>
        <source>%1 is not a deal number of at most %2</source>
        <translation>%1 nie jest numerem rozdania nie większym niż %2</translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <translation>%1 nie jest wartością logiczną (prawda/fałsz)</translation>
    </message>
    <message>
        <source>%1 is not a whole number of at least %2</source>
        <translation>%1 nie jest liczbą całkowitą nie mniejszą niż %2</translation>
    </message>
    <message>
        <source>%1 is not a number of seconds</source>
        <translation>%1 nie jest liczbą sekund</translation>
    </message>
    <message>
        <source>%1 is not a non-negative number of seconds</source>
        <translation>%1 nie jest nieujemną liczbą sekund</translation>
    </message>
    <message>
        <source>%1 is not text</source>
        <translation>%1 nie jest tekstem</translation>
    </message>
    <message>
        <source>%1 is not a JSON object</source>
        <translation>%1 nie jest obiektem JSON</translation>
    </message>
    <message>
        <source>%1 is not a list of text</source>
        <translation>%1 nie jest listą tekstów</translation>
    </message>
    <message>
        <source>%1 is not a known game</source>
        <translation>%1 nie jest znaną grą</translation>
    </message>
    <message>
        <source>%1 is not a date</source>
        <translation>%1 nie jest datą</translation>
    </message>
    <message>
        <source>its cursor %1 is outside the %2 moves</source>
        <translation>pozycja kursora (%1) wykracza poza zakres ruchów (%2)</translation>
    </message>
    <message>
        <source>its moves do not replay (%1)</source>
        <translation>ruchów gry nie da się odtworzyć (%1)</translation>
    </message>
    <message>
        <source>its deal is for a different game or options</source>
        <translation>rozdanie dotyczy innej gry lub innych opcji</translation>
    </message>
    <message>
        <source>its game counts contradict each other</source>
        <translation>liczby gier są ze sobą sprzeczne</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Uszkodzony plik zachowano jako %1.</translation>
    </message>
    <message>
        <source>The damaged file could not be moved aside (%1).</source>
        <translation>Nie udało się odłożyć uszkodzonego pliku na bok (%1).</translation>
    </message>
    <message>
        <source>Nothing can be saved until that file is moved or renamed.</source>
        <translation>Nic nie zostanie zapisane, dopóki ten plik nie zostanie przeniesiony albo nie zmieni nazwy.</translation>
    </message>
    <message>
        <source>Some settings were invalid and were reset: %1.</source>
        <translation>Niektóre ustawienia były nieprawidłowe i zostały przywrócone do domyślnych: %1.</translation>
    </message>
    <message>
        <source>the daily results of %1</source>
        <translation>wyniki rozdania dnia %1</translation>
    </message>
    <message>
        <source>the %1 level of %2</source>
        <translation>poziom %1 gry %2</translation>
    </message>
    <message>
        <source>the levels of %1</source>
        <translation>poziomy gry %1</translation>
    </message>
    <message>
        <source>Some statistics could not be read and were left out: %1.</source>
        <translation>Niektórych statystyk nie udało się odczytać, więc je pominięto: %1.</translation>
    </message>
</context>
</TS>
