<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>App</name>
    <message>
        <source>The position could not be opened: %1.</source>
        <extracomment>Another app runs on the same data folder and did not take the file.</extracomment>
        <translation>Die Stellung konnte nicht geöffnet werden: %1.</translation>
    </message>
    <message>
        <source>goodmeasure is already running with the same game folder (process %1) and does not answer. So as not to overwrite its game, nothing was opened. Close it, or end that process, and try again.</source>
        <translation>goodmeasure läuft bereits mit demselben Spielordner (Prozess %1) und antwortet nicht. Damit sein Spiel nicht überschrieben wird, wurde nichts geöffnet. Schließe es oder beende diesen Prozess und versuche es erneut.</translation>
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
        <translation>Grüner Filz</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Braun</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Große Indizes</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Vier Farben</translation>
    </message>
    <message>
        <source>The deck&apos;s own</source>
        <translation>Der des Blatts</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Blaues Gitter</translation>
    </message>
    <message>
        <source>The card deck %1 is not installed, so the %2 deck is used.</source>
        <translation>Das Kartenblatt %1 ist nicht installiert, darum wird das Blatt %2 verwendet.</translation>
    </message>
    <message>
        <source>The card back %1 is not installed, so the deck&apos;s own back is used.</source>
        <translation>Der Kartenrücken %1 ist nicht installiert, darum wird der Rücken des Blatts verwendet.</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>Einfarbig</translation>
    </message>
    <message>
        <source>Felt</source>
        <translation>Filz</translation>
    </message>
    <message>
        <source>Spotlight</source>
        <translation>Lichtkegel</translation>
    </message>
</context>
<context>
    <name>Difficulty</name>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;Leicht</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>Mi&amp;ttel</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>&amp;Schwer</translation>
    </message>
    <message>
        <source>E&amp;xpert</source>
        <translation>E&amp;xperte</translation>
    </message>
    <message>
        <source>Winnable deal of &amp;level</source>
        <translation>Gewinnbares Spiel nach Sch&amp;wierigkeit</translation>
    </message>
    <message>
        <source>No deal of level %1 can be dealt: under the standard rule the solver has never found a Gloucestershire deal that can be won. Turn on the free bouquet in Settings for deals of every level.</source>
        <translation>Kein Spiel der Stufe %1 lässt sich geben: Nach der Standardregel hat der Löser noch nie ein gewinnbares Gloucestershire-Spiel gefunden. Schalte in den Einstellungen das freie Bouquet ein, um Spiele jeder Stufe zu bekommen.</translation>
    </message>
    <message>
        <source>The solver found no deal of level %1 this time; try again.</source>
        <translation>Der Löser hat diesmal kein Spiel der Stufe %1 gefunden; versuche es noch einmal.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Level %1. %2</source>
        <translation>Stufe %1. %2</translation>
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
        <translation>eine Karte vom Talon aufdecken</translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 auf den Zielstapel</translation>
    </message>
    <message>
        <source>%1 onto the waste</source>
        <translation>%1 auf den Ablagestapel</translation>
    </message>
    <message>
        <source>%1 onto bed %2</source>
        <translation>%1 auf Beet %2</translation>
    </message>
    <message>
        <source>%1 onto column %2</source>
        <translation>%1 auf Spalte %2</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Every card is home.</source>
        <translation>Alle Karten liegen auf den Zielstapeln.</translation>
    </message>
    <message>
        <source>Thinking...</source>
        <translation>Denke nach …</translation>
    </message>
    <message>
        <source>The solver is looking at this position.</source>
        <translation>Der Löser prüft diese Stellung.</translation>
    </message>
    <message>
        <source>Thinking about a hint...</source>
        <translation>Suche einen Tipp …</translation>
    </message>
    <message>
        <source>Looking for the last winnable position...</source>
        <translation>Suche die letzte gewinnbare Stellung …</translation>
    </message>
    <message>
        <source>This position can still be won: there is nothing to undo.</source>
        <translation>Diese Stellung ist noch zu gewinnen: Es gibt nichts zurückzunehmen.</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Gewinnbar</translation>
    </message>
    <message>
        <source>The solver has found a winning line from here.</source>
        <translation>Der Löser hat von hier aus einen Weg zum Sieg gefunden.</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>The solver proves that no win is left.</source>
        <translation>Der Löser beweist, dass kein Sieg mehr möglich ist.</translation>
    </message>
    <message>
        <source>Looking deeper...</source>
        <translation>Suche gründlicher …</translation>
    </message>
    <message>
        <source>The solver could not decide this position at once and is looking further.</source>
        <translation>Der Löser konnte diese Stellung nicht sofort entscheiden und sucht weiter.</translation>
    </message>
    <message>
        <source>Not yet known</source>
        <translation>Noch unbekannt</translation>
    </message>
    <message>
        <source>The solver could not decide this position within its budget.</source>
        <translation>Der Löser konnte diese Stellung in seinem Rahmen nicht entscheiden.</translation>
    </message>
    <message>
        <source>The solver proves this deal cannot be won.</source>
        <translation>Der Löser beweist, dass dieses Spiel nicht zu gewinnen ist.</translation>
    </message>
    <message>
        <source>Lost from the start</source>
        <translation>Von Anfang an verloren</translation>
    </message>
    <message>
        <source>Lost since move %1</source>
        <translation>Verloren seit Zug %1</translation>
    </message>
    <message>
        <source>Position after move %1 is the first the solver proves lost.</source>
        <translation>Die Stellung nach Zug %1 ist die erste, die der Löser als verloren beweist.</translation>
    </message>
    <message>
        <source>No earlier position is proven winnable.</source>
        <translation>Keine frühere Stellung ist nachweislich gewinnbar.</translation>
    </message>
    <message>
        <source>No legal move is left.</source>
        <translation>Es gibt keinen erlaubten Zug mehr.</translation>
    </message>
    <message>
        <source>Hint: %1%2. It leads to a win.</source>
        <translation>Tipp: %1%2. Das führt zum Sieg.</translation>
    </message>
    <message>
        <source>Suggestion: %1%2.</source>
        <translation>Vorschlag: %1%2.</translation>
    </message>
    <message>
        <source>This deal is lost</source>
        <translation>Dieses Spiel ist verloren</translation>
    </message>
    <message>
        <source>The solver proves that this deal cannot be won, whatever is played.</source>
        <translation>Der Löser beweist, dass dieses Spiel nicht zu gewinnen ist, wie auch immer man spielt.</translation>
    </message>
    <message>
        <source>This position is lost</source>
        <translation>Diese Stellung ist verloren</translation>
    </message>
    <message>
        <source>The solver proves that no win is left from here. You can go back to the last position it can still win from.</source>
        <translation>Der Löser beweist, dass von hier aus kein Sieg mehr möglich ist. Du kannst zur letzten Stellung zurückgehen, aus der er noch gewinnen kann.</translation>
    </message>
    <message>
        <source>Undo to the last winnable position</source>
        <translation>Zurück zur letzten gewinnbaren Stellung</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Only a suggestion (no win proven): %1%2.</source>
        <translation>Nur ein Vorschlag (kein Sieg bewiesen): %1%2.</translation>
    </message>
    <message>
        <source>This game is won: every card is home.</source>
        <translation>Dieses Spiel ist gewonnen: Alle Karten sind abgelegt.</translation>
    </message>
    <message>
        <source>The solver is working on a solution...</source>
        <translation>Der Löser sucht eine Lösung …</translation>
    </message>
    <message>
        <source>The solver is still looking for a winning line...</source>
        <translation>Der Löser sucht noch nach einem Weg zum Sieg …</translation>
    </message>
    <message>
        <source>The solver has no winning line from here to show.</source>
        <translation>Der Löser kann von hier aus keinen Weg zum Sieg zeigen.</translation>
    </message>
</context>
<context>
    <name>HowTo</name>
    <message>
        <source>&lt;h3&gt;Playing with the mouse and keys&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Spielen mit Maus und Tastatur&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost column that takes it. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ziehe eine freie Karte auf einen Stapel: Die Stapel, die sie annehmen, leuchten auf. Ist Automatisch spielen eingeschaltet, legt ein Klick eine Karte auf ihren Zielstapel, wenn sie dort passt, sonst auf die am weitesten links liegende Spalte, die sie annimmt. Ist es ausgeschaltet, nimmt ein Klick eine Karte auf und ein Klick auf einen Stapel legt sie dort ab. Ein Doppelklick schickt eine Karte auf ihren Zielstapel.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost bed that takes it, and onto an empty bed only when no other bed does. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ziehe eine freie Karte auf einen Stapel: Die Stapel, die sie annehmen, leuchten auf. Ist Automatisch spielen eingeschaltet, legt ein Klick eine Karte auf ihren Zielstapel, wenn sie dort passt, sonst auf das am weitesten links liegende Beet, das sie annimmt, und auf ein leeres Beet nur, wenn kein anderes Beet sie annimmt. Ist es ausgeschaltet, nimmt ein Klick eine Karte auf und ein Klick auf einen Stapel legt sie dort ab. Ein Doppelklick schickt eine Karte auf ihren Zielstapel.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a column&apos;s top card onto the waste: the waste lights up when it takes it. With Auto play on, a click plays the card onto the waste if it fits. With Auto play off, a click picks a card up and a click on the waste puts it down. A click on the stock turns its next card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ziehe die oberste Karte einer Spalte auf den Ablagestapel: Er leuchtet auf, wenn er sie annimmt. Ist Automatisch spielen eingeschaltet, legt ein Klick die Karte auf den Ablagestapel, wenn sie passt. Ist es ausgeschaltet, nimmt ein Klick eine Karte auf und ein Klick auf den Ablagestapel legt sie dort ab. Ein Klick auf den Talon deckt seine nächste Karte auf.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down, F or Shift+Enter sends a card home, Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tasten: Pfeiltasten oder Tab wechseln zwischen den Stapeln, Leertaste oder Eingabe nimmt auf und legt ab, F oder Umschalt+Eingabe schickt eine Karte auf ihren Zielstapel, Strg+Z macht rückgängig, Strg+Umschalt+Z stellt wieder her, H gibt einen Tipp.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down (on the stock, turns a card), Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tasten: Pfeiltasten oder Tab wechseln zwischen den Stapeln, Leertaste oder Eingabe nimmt auf und legt ab (auf dem Talon deckt sie eine Karte auf), Strg+Z macht rückgängig, Strg+Umschalt+Z stellt wieder her, H gibt einen Tipp.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the foundations and the score. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Mit einem Screenreader: T liest den ganzen Tisch vor, P den gewählten Stapel von oben, S die Zielstapel und die Punkte. Jeder Zug, jedes Rückgängigmachen und jeder Tipp wird sofort angesagt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the waste and the cards left. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Mit einem Screenreader: T liest den ganzen Tisch vor, P den gewählten Stapel von oben, S den Ablagestapel und die übrigen Karten. Jeder Zug, jedes Rückgängigmachen und jeder Tipp wird sofort angesagt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With the free bouquet, Left and Right choose a bouquet card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Beim freien Bouquet wählen Links und Rechts eine Bouquetkarte.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Good Measure&lt;/h2&gt;&lt;p&gt;One deck. Two Aces start on the foundations straight away; the other 50 cards lie face up in ten columns of five, with every King moved to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the four foundations up by suit from Ace to King. Only the top card of a column moves, one at a time: home to its foundation, or onto a column whose top card is one rank higher, whatever the suit (any 7 on any 8).&lt;/p&gt;&lt;p&gt;A column that empties stays empty. There is no stock and no free cell, so plan ahead: every card is in view from the start. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Good Measure&lt;/h2&gt;&lt;p&gt;Ein Kartenspiel. Zwei Asse liegen von Anfang an auf den Zielstapeln; die übrigen 50 Karten liegen offen in zehn Spalten zu je fünf, und jeder König kommt ganz nach unten in seine Spalte.&lt;/p&gt;&lt;p&gt;Baue die vier Zielstapel nach Farbe vom Ass bis zum König auf. Nur die oberste Karte einer Spalte zieht, immer eine auf einmal: auf ihren Zielstapel oder auf eine Spalte, deren oberste Karte einen Rang höher ist, egal in welcher Farbe (jede 7 auf jede 8).&lt;/p&gt;&lt;p&gt;Eine geleerte Spalte bleibt leer. Es gibt keinen Talon und keine freie Zelle, also plane voraus: Jede Karte ist von Anfang an zu sehen. Du gewinnst, wenn alle 52 Karten auf den Zielstapeln liegen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Baker&apos;s Dozen&lt;/h2&gt;&lt;p&gt;One deck, dealt face up into thirteen columns of four. Before play begins every King goes to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the foundations up by suit from Ace to King. Move the top card of a column home, or onto a column whose top card is one rank higher in any suit.&lt;/p&gt;&lt;p&gt;An empty column is never filled again. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Baker&apos;s Dozen&lt;/h2&gt;&lt;p&gt;Ein Kartenspiel, offen in dreizehn Spalten zu je vier ausgeteilt. Vor dem Spiel kommt jeder König ganz nach unten in seine Spalte.&lt;/p&gt;&lt;p&gt;Baue die Zielstapel nach Farbe vom Ass bis zum König auf. Lege die oberste Karte einer Spalte auf ihren Zielstapel oder auf eine Spalte, deren oberste Karte einen Rang höher ist, in beliebiger Farbe.&lt;/p&gt;&lt;p&gt;Eine leere Spalte wird nie wieder gefüllt. Du gewinnst, wenn alle 52 Karten auf den Zielstapeln liegen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Seven columns of five cards lie face up; the other 17 cards are the stock. The waste starts empty, and any card may start it.&lt;/p&gt;&lt;p&gt;Play the top card of a column onto the waste when it is one rank above or below the waste&apos;s top card, suit ignored. Click the stock to turn its next card onto the waste; the stock is used once.&lt;/p&gt;&lt;p&gt;Options (Settings): &lt;i&gt;turn the corner&lt;/i&gt; lets Ace and King follow each other; &lt;i&gt;cards on a King&lt;/i&gt; lets a Queen (and with the corner an Ace) go on a King.&lt;/p&gt;&lt;p&gt;Clear all 35 column cards to win. The fewer cards you leave, the better.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Sieben Spalten zu je fünf Karten liegen offen; die übrigen 17 Karten bilden den Talon. Der Ablagestapel ist anfangs leer, und jede Karte darf ihn beginnen.&lt;/p&gt;&lt;p&gt;Lege die oberste Karte einer Spalte auf den Ablagestapel, wenn sie einen Rang über oder unter dessen oberster Karte liegt, die Farbe zählt nicht. Klicke auf den Talon, um seine nächste Karte auf den Ablagestapel aufzudecken; der Talon wird nur einmal durchgespielt.&lt;/p&gt;&lt;p&gt;Varianten (Einstellungen): &lt;i&gt;Um die Ecke&lt;/i&gt; lässt Ass und König aufeinander folgen; &lt;i&gt;Karten auf einen König&lt;/i&gt; erlaubt eine Dame (und mit der Ecke ein Ass) auf einem König.&lt;/p&gt;&lt;p&gt;Räume alle 35 Spaltenkarten ab, um zu gewinnen. Je weniger Karten übrig bleiben, desto besser.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Gloucestershire&lt;/h2&gt;&lt;p&gt;Two decks. Eight beds are dealt face up with 3 to 10 cards; the other 52 cards form the bouquet, fanned out along the bottom, of which only the top card (the rightmost) plays.&lt;/p&gt;&lt;p&gt;Any Ace starts a foundation, but each foundation has its own suit. It climbs from Ace to King, then the suit&apos;s second Ace follows and it climbs to King again.&lt;/p&gt;&lt;p&gt;On the beds build down in alternating colours; a King may go on an Ace. Any card fills an empty bed, and a foundation&apos;s top card may come back onto a bed.&lt;/p&gt;&lt;p&gt;With the &lt;i&gt;free bouquet&lt;/i&gt; option every bouquet card plays. You win when all 104 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Gloucestershire&lt;/h2&gt;&lt;p&gt;Zwei Kartenspiele. Acht Beete werden offen mit 3 bis 10 Karten ausgeteilt; die übrigen 52 Karten bilden das Bouquet, unten aufgefächert, von dem nur die oberste Karte (die rechte) zieht.&lt;/p&gt;&lt;p&gt;Jedes Ass beginnt einen Zielstapel, aber jeder Zielstapel hat seine eigene Farbe. Er steigt vom Ass bis zum König, dann folgt das zweite Ass der Farbe und er steigt wieder bis zum König.&lt;/p&gt;&lt;p&gt;Auf den Beeten wird abwärts in wechselnden Farben gebaut; ein König darf auf ein Ass. Jede Karte darf ein leeres Beet füllen, und die oberste Karte eines Zielstapels darf zurück auf ein Beet.&lt;/p&gt;&lt;p&gt;Mit der Variante &lt;i&gt;Freies Bouquet&lt;/i&gt; zieht jede Bouquetkarte. Du gewinnst, wenn alle 104 Karten auf den Zielstapeln liegen.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>LevelStatistics</name>
    <message>
        <source>By difficulty (winnable and daily deals)</source>
        <translation>Nach Schwierigkeit (gewinnbare Spiele und Tagesspiele)</translation>
    </message>
    <message>
        <source>Fewest cards left</source>
        <translation>Wenigste Karten übrig</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Beste Punktzahl</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New deal</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Winnable deal</source>
        <translation>&amp;Gewinnbares Spiel</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>&amp;Tagesspiel</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Von vorn</translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation>St&amp;atistik …</translation>
    </message>
    <message>
        <source>&amp;Open position...</source>
        <translation>Stellung ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>&amp;Save position...</source>
        <translation>Stellung s&amp;peichern …</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>&amp;Lösung zeigen</translation>
    </message>
    <message>
        <source>Solution s&amp;tep</source>
        <translation>Lösungs&amp;schritt</translation>
    </message>
    <message>
        <source>Undo to last &amp;winnable position</source>
        <translation>&amp;Zurück zur letzten gewinnbaren Stellung</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Spielanleitung</translation>
    </message>
    <message>
        <source>&amp;About goodmeasure</source>
        <translation>Ü&amp;ber goodmeasure</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>Good &amp;Measure</source>
        <translation>Good &amp;Measure</translation>
    </message>
    <message>
        <source>&amp;Baker&apos;s Dozen</source>
        <translation>Baker&apos;s &amp;Dozen</translation>
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
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Settings not saved: %s</source>
        <translation>Einstellungen nicht gespeichert: %s</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1)?</source>
        <translation>Das laufende Spiel aufgeben (gemachte Züge: %1)?</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1) to open %2?</source>
        <translation>Das laufende Spiel aufgeben (gemachte Züge: %1), um %2 zu öffnen?</translation>
    </message>
    <message>
        <source>It will count as a lost game.</source>
        <translation>Es zählt als verlorenes Spiel.</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Spiel aufgeben?</translation>
    </message>
    <message>
        <source>&amp;Abandon game</source>
        <translation>Spiel &amp;aufgeben</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>Nicht mehr fragen</translation>
    </message>
    <message>
        <source>Open position</source>
        <translation>Stellung öffnen</translation>
    </message>
    <message>
        <source>Positions (*.deal);;All files (*)</source>
        <translation>Stellungen (*.deal);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The position could not be opened: %1. Your game is unchanged.</source>
        <translation>Die Stellung konnte nicht geöffnet werden: %1. Dein Spiel bleibt, wie es ist.</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Stellung speichern</translation>
    </message>
    <message>
        <source>The position could not be saved: %1.</source>
        <translation>Die Stellung konnte nicht gespeichert werden: %1.</translation>
    </message>
    <message>
        <source>Position saved to %1</source>
        <translation>Stellung gespeichert in %1</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Spielnummer</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win...</source>
        <translation>Suche ein Spiel, das der Löser gewinnen kann …</translation>
    </message>
    <message>
        <source>Under the standard rule, where only the bouquet&apos;s top card plays, the solver has never found a Gloucestershire deal that can be won: it proves nearly every deal lost. Turn on the free bouquet in Settings for deals it can win.</source>
        <translation>Nach der Standardregel, bei der nur die oberste Karte des Bouquets zieht, hat der Löser noch nie ein gewinnbares Gloucestershire-Spiel gefunden: Fast jedes Spiel beweist er als verloren. Schalte in den Einstellungen das freie Bouquet ein, dann findet er gewinnbare Spiele.</translation>
    </message>
    <message>
        <source>Gloucestershire&apos;s standard rule, where only the bouquet&apos;s top card plays, is almost never winnable: the solver proves nearly every deal lost. With the free bouquet every bouquet card plays, and many deals can be won.</source>
        <translation>Gloucestershire nach der Standardregel, bei der nur die oberste Karte des Bouquets spielbar ist, ist fast nie zu gewinnen: Der Löser beweist fast jedes Spiel als verloren. Mit dem freien Bouquet ist jede Karte des Bouquets spielbar, und viele Spiele sind zu gewinnen.</translation>
    </message>
    <message>
        <source>The switch deals a new free-bouquet deal now; Settings can undo it.</source>
        <translation>Der Wechsel teilt sofort ein neues Spiel mit freiem Bouquet aus; in den Einstellungen lässt er sich zurücknehmen.</translation>
    </message>
    <message>
        <source>Switch to the free bouquet</source>
        <translation>Zum freien Bouquet wechseln</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <source>The free bouquet applies from the next deal.</source>
        <translation>Das freie Bouquet gilt ab dem nächsten Spiel.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file, and the solver played a move.</source>
        <translation>Zählt nicht in der Statistik: Die Stellung stammt aus einer Datei, und der Löser hat einen Zug gespielt.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file.</source>
        <translation>Zählt nicht in der Statistik: Die Stellung stammt aus einer Datei.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the solver played a move.</source>
        <translation>Zählt nicht in der Statistik: Der Löser hat einen Zug gespielt.</translation>
    </message>
    <message>
        <source>Undo a move or start a new deal.</source>
        <translation>Nimm einen Zug zurück oder beginne ein neues Spiel.</translation>
    </message>
    <message>
        <source>The solver could not prove a deal winnable this time.</source>
        <translation>Der Löser konnte diesmal kein Spiel als gewinnbar beweisen.</translation>
    </message>
    <message>
        <source>Deal n&amp;umber...</source>
        <translation>&amp;Spielnummer …</translation>
    </message>
    <message>
        <source>Play deal number (%1):</source>
        <translation>Spiel mit der Nummer (%1):</translation>
    </message>
    <message>
        <source>Here is an ordinary deal instead; it may not be winnable.</source>
        <translation>Hier ist stattdessen ein gewöhnliches Spiel; es ist vielleicht nicht zu gewinnen.</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Gewonnen!</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Undo to last winnable position</source>
        <translation>Zurück zur letzten gewinnbaren Stellung</translation>
    </message>
    <message>
        <source>No move left</source>
        <translation>Kein Zug mehr</translation>
    </message>
    <message numerus="yes">
        <source>All columns cleared in %n moves, time %1.</source>
        <translation>
            <numerusform>Alle Spalten in %n Zug abgeräumt, Zeit&#xa0;%1.</numerusform>
            <numerusform>Alle Spalten in %n Zügen abgeräumt, Zeit&#xa0;%1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1 in %n moves, time %2.</source>
        <translation>
            <numerusform>%1 Punkte in %n Zug, Zeit %2.</numerusform>
            <numerusform>%1 Punkte in %n Zügen, Zeit %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily deal %1</source>
        <translation>Tagesspiel %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>Deal from a file</source>
        <translation>Spiel aus einer Datei</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Züge: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Zeit: %1</translation>
    </message>
    <message>
        <source>Cards left: %1</source>
        <translation>Karten übrig: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Punkte: %1</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Spielanleitung</translation>
    </message>
    <message>
        <source>About goodmeasure</source>
        <translation>Über goodmeasure</translation>
    </message>
    <message>
        <source>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;Good Measure, Baker&apos;s Dozen, Golf and Gloucestershire: patience games of planning, with a solver that knows which deals can be won.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;Good Measure, Baker&apos;s Dozen, Golf und Gloucestershire: Patiencen, bei denen es aufs Planen ankommt, mit einem Löser, der weiß, welche Spiele zu gewinnen sind.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Code and the Blue lattice card back: MIT licence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Code und die Kartenrückseite „Blaues Gitter“: MIT-Lizenz.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1: Adrian Kennard&apos;s playing cards (www.me.uk/cards), public domain under CC0 1.0.</source>
        <translation>%1: Adrian Kennards Spielkarten (www.me.uk/cards), gemeinfrei nach CC0 1.0.</translation>
    </message>
    <message>
        <source>%1: drawn for goodmeasure by its developers, public domain under CC0 1.0.</source>
        <translation>%1: von den Entwicklern von goodmeasure gezeichnet, gemeinfrei nach CC0 1.0.</translation>
    </message>
    <message>
        <source>Card decks:</source>
        <translation>Kartenblätter:</translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is a file, not a folder.</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden: %1 ist eine Datei, kein Ordner.</translation>
    </message>
    <message>
        <source>Settings could not be saved: permission denied in %1.</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden: keine Schreibberechtigung in %1.</translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is on a read-only disk.</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden: %1 liegt auf einem schreibgeschützten Datenträger.</translation>
    </message>
    <message>
        <source>Settings could not be saved: the disk holding %1 is full.</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden: Der Datenträger mit %1 ist voll.</translation>
    </message>
    <message>
        <source>Settings could not be saved in %1 (%2).</source>
        <translation>Die Einstellungen konnten nicht in %1 gespeichert werden (%2).</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>Vollbild verlassen</translation>
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
        <translation>Deine Statistik konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>Your game could not be saved; it will not be resumed if goodmeasure stops.</source>
        <translation>Dein Spiel konnte nicht gespeichert werden; es wird nicht fortgesetzt, falls goodmeasure endet.</translation>
    </message>
    <message>
        <source>The finished game could not be cleared.</source>
        <translation>Das beendete Spiel konnte nicht entfernt werden.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>The %1 does not go on the %2.</source>
        <translation>Die Karte %1 passt nicht auf %2.</translation>
    </message>
    <message>
        <source>No foundation takes the %1 yet.</source>
        <translation>Noch nimmt kein Zielstapel die Karte %1.</translation>
    </message>
    <message>
        <source>An empty column stays empty in this game.</source>
        <translation>Eine leere Spalte bleibt in diesem Spiel leer.</translation>
    </message>
    <message>
        <source>No foundation or bed takes the %1 yet.</source>
        <translation>Noch nimmt kein Zielstapel und kein Beet die Karte %1.</translation>
    </message>
    <message>
        <source>No foundation or column takes the %1 yet.</source>
        <translation>Noch nimmt kein Zielstapel und keine Spalte die Karte %1.</translation>
    </message>
    <message>
        <source>The %1 has nowhere to go.</source>
        <translation>Die Karte %1 kann nirgends hin.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Auto play: a click plays a card where it fits</source>
        <translation>Automatisch spielen: Ein Klick legt eine Karte dorthin, wo sie passt</translation>
    </message>
    <message>
        <source>Auto finish: play the last cards off by itself</source>
        <translation>Automatisch abschließen: Die letzten Karten von selbst ablegen</translation>
    </message>
    <message>
        <source>Show in the status bar whether the deal can still be won</source>
        <translation>In der Statusleiste zeigen, ob das Spiel noch zu gewinnen ist</translation>
    </message>
    <message>
        <source>New deal deals only deals the solver can win</source>
        <translation>Neues Spiel gibt nur Spiele, die der Löser gewinnen kann</translation>
    </message>
    <message>
        <source>Ask before abandoning a game in progress</source>
        <translation>Vor dem Aufgeben eines laufenden Spiels fragen</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Animation:</source>
        <translation>Animation:</translation>
    </message>
    <message>
        <source>Golf: turn the corner (Ace and King are neighbours)</source>
        <translation>Golf: Um die Ecke (Ass und König sind Nachbarn)</translation>
    </message>
    <message>
        <source>Golf: cards on a King</source>
        <translation>Golf: Karten auf einen König</translation>
    </message>
    <message>
        <source>Gloucestershire: free bouquet (every card plays)</source>
        <translation>Gloucestershire: Freies Bouquet (jede Karte zieht)</translation>
    </message>
    <message>
        <source>Game variants</source>
        <translation>Spielvarianten</translation>
    </message>
    <message>
        <source>Variants take effect from the next deal.</source>
        <translation>Varianten gelten ab dem nächsten Spiel.</translation>
    </message>
    <message>
        <source>Choose a colour...</source>
        <translation>Farbe wählen …</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Sprache des Systems</translation>
    </message>
    <message>
        <source>A new language takes effect when goodmeasure starts again.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von goodmeasure.</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Aussehen</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Tischfarbe:</translation>
    </message>
    <message>
        <source>Table surface:</source>
        <translation>Tischbezug:</translation>
    </message>
    <message>
        <source>High contrast: a black table, cards outlined in white</source>
        <translation>Hoher Kontrast: schwarzer Tisch, Karten weiß umrandet</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Kartenrücken:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>Preview of the card deck</source>
        <translation>Vorschau des Kartenblatts</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>Kartenblatt:</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Töne abspielen</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Lautstärke:</translation>
    </message>
    <message>
        <source>Sound needs Qt Multimedia, which is not installed: install goodmeasure[sound] for sound.</source>
        <translation>Töne brauchen Qt Multimedia, das nicht installiert ist: installiere goodmeasure[sound] für Töne.</translation>
    </message>
    <message>
        <source>No sound: this computer has no audio output.</source>
        <translation>Kein Ton: Dieser Computer hat keine Audioausgabe.</translation>
    </message>
    <message>
        <source>No sound: the audio output failed. Sound stays off until goodmeasure is restarted.</source>
        <translation>Kein Ton: Die Audioausgabe ist ausgefallen. Der Ton bleibt aus, bis goodmeasure neu gestartet wird.</translation>
    </message>
    <message>
        <source>Custom (%1)</source>
        <translation>Eigene (%1)</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Tischfarbe</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>On the table, arrows or Tab move between piles and Space or Enter picks up and puts down a card: How to play tells the rest.</source>
        <translation>Auf dem Tisch wechseln Pfeiltasten oder Tab zwischen den Stapeln, Leertaste oder Eingabe nimmt eine Karte auf und legt sie ab: den Rest erklärt die Spielanleitung.</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>%1, picked up</source>
        <translation>%1, aufgenommen</translation>
    </message>
    <message>
        <source>%1, takes the %2</source>
        <translation>%1, nimmt %2 an</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <source>Read the table</source>
        <translation>Tisch vorlesen</translation>
    </message>
    <message>
        <source>Read the focused pile</source>
        <translation>Gewählten Stapel vorlesen</translation>
    </message>
    <message>
        <source>Read the foundations and score</source>
        <translation>Zielstapel und Punkte vorlesen</translation>
    </message>
    <message>
        <source>Bed %1</source>
        <translation>Beet %1</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>Foundation %1</source>
        <translation>Zielstapel %1</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>Bouquet</source>
        <translation>Bouquet</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2 face down</source>
        <translation>%1, %2 verdeckt</translation>
    </message>
    <message>
        <source>%1, card %2 of %3: %4</source>
        <translation>%1, Karte %2 von %3: %4</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1, %2 from the top: %3</source>
        <translation>%1, %2 von oben: %3</translation>
    </message>
    <message>
        <source>Picked up the %1.</source>
        <translation>%1 aufgenommen.</translation>
    </message>
    <message>
        <source>Put back the %1.</source>
        <translation>%1 zurückgelegt.</translation>
    </message>
    <message>
        <source>The %1 does not go on %2.</source>
        <translation>%1 passt nicht auf %2.</translation>
    </message>
    <message>
        <source>The %1 cannot go to its foundation yet.</source>
        <translation>%1 kann noch nicht auf den Zielstapel.</translation>
    </message>
    <message>
        <source>No card to pick up on %1.</source>
        <translation>Auf %1 liegt keine Karte zum Aufnehmen.</translation>
    </message>
    <message>
        <source>Turned the %1 onto the waste.</source>
        <translation>%1 auf den Ablagestapel aufgedeckt.</translation>
    </message>
    <message>
        <source>%1 shows the %2.</source>
        <translation>%1 zeigt jetzt %2.</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1 ist leer.</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Wiederholt: %1</translation>
    </message>
    <message>
        <source>Back to the start of the deal.</source>
        <translation>Zurück zum Anfang des Spiels.</translation>
    </message>
    <message>
        <source>Back to move %1.</source>
        <translation>Zurück zu Zug %1.</translation>
    </message>
    <message>
        <source>Auto finish plays the rest home.</source>
        <translation>Automatisch abschließen: Der Rest geht auf die Zielstapel.</translation>
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
        <translation>Karten auf einen König</translation>
    </message>
    <message>
        <source>turn the corner</source>
        <translation>Um die Ecke</translation>
    </message>
    <message>
        <source>free bouquet</source>
        <translation>Freies Bouquet</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>streng</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Played:</source>
        <translation>Gespielt:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Gewonnen:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Gewinnquote:</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>Aktuelle Serie:</translation>
    </message>
    <message>
        <source>Best streak:</source>
        <translation>Beste Serie:</translation>
    </message>
    <message>
        <source>Fewest cards left:</source>
        <translation>Wenigste übrige Karten:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Beste Punktzahl:</translation>
    </message>
    <message>
        <source>Fastest win:</source>
        <translation>Schnellster Sieg:</translation>
    </message>
    <message>
        <source>Fewest moves in a win:</source>
        <translation>Wenigste Züge bei einem Sieg:</translation>
    </message>
    <message>
        <source>Not counted above:</source>
        <translation>Nicht mitgezählt:</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Dieses Spiel</translation>
    </message>
    <message>
        <source>Positions opened from a file, and games in which the solver played a move, are not counted as played or won, and set no record.</source>
        <translation>Stellungen aus einer Datei und Spiele, in denen der Löser einen Zug gemacht hat, zählen weder als gespielt noch als gewonnen und stellen keinen Rekord auf.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Daily deals</source>
        <translation>Tagesspiele</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Zurücksetzen …</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Not won</source>
        <translation>Nicht gewonnen</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Forget all statistics of %1, daily results included?</source>
        <translation>Die ganze Statistik von %1 vergessen, Tagesergebnisse eingeschlossen?</translation>
    </message>
</context>
<context>
    <name>WelcomeBar</name>
    <message>
        <source>New here? %1 opens How to play; %2 shows a hint.</source>
        <translation>Neu hier? %1 öffnet die Spielanleitung, %2 zeigt einen Tipp.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Spielanleitung</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Ausblenden</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>turns a card from the stock</source>
        <translation>deckt eine Karte vom Talon auf</translation>
    </message>
    <message>
        <source>moves the %1</source>
        <translation>zieht %1</translation>
    </message>
    <message>
        <source>but the game is lost either way</source>
        <translation>aber das Spiel ist so oder so verloren</translation>
    </message>
    <message>
        <source>plays the %1 home</source>
        <translation>legt %1 auf den Zielstapel</translation>
    </message>
    <message>
        <source>frees the %1</source>
        <translation>legt %1 frei</translation>
    </message>
    <message>
        <source>empties column %2</source>
        <translation>leert Spalte %2</translation>
    </message>
    <message>
        <source>empties bed %2</source>
        <translation>leert Beet %2</translation>
    </message>
    <message>
        <source>plays the %1 onto the waste</source>
        <translation>legt %1 auf den Ablagestapel</translation>
    </message>
    <message>
        <source>brings the %1 back from its foundation</source>
        <translation>holt %1 vom Zielstapel zurück</translation>
    </message>
    <message>
        <source>plays the %1 from the bouquet</source>
        <translation>spielt %1 aus dem Bouquet</translation>
    </message>
    <message>
        <source>empties nothing, keeps options</source>
        <translation>leert nichts, hält Möglichkeiten offen</translation>
    </message>
    <message>
        <source>the game is won</source>
        <translation>das Spiel ist gewonnen</translation>
    </message>
    <message>
        <source>no legal move is left</source>
        <translation>kein erlaubter Zug mehr</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>Your settings could not be read (%1), so the default settings are used.</source>
        <translation>Deine Einstellungen waren nicht lesbar (%1), darum gelten die Voreinstellungen.</translation>
    </message>
    <message>
        <source>Your statistics could not be read (%1), so they start from zero.</source>
        <translation>Deine Statistik war nicht lesbar (%1), darum beginnt sie bei null.</translation>
    </message>
    <message>
        <source>The saved game could not be read (%1), so a new deal was started.</source>
        <translation>Das gespeicherte Spiel war nicht lesbar (%1), darum wurde ein neues Spiel ausgeteilt.</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>die Datei enthält keinen Text</translation>
    </message>
    <message>
        <source>it is nested too deeply</source>
        <translation>die Datei ist zu tief verschachtelt</translation>
    </message>
    <message>
        <source>it is not valid JSON</source>
        <translation>die Datei ist kein gültiges JSON</translation>
    </message>
    <message>
        <source>it does not hold a JSON object</source>
        <translation>die Datei enthält kein JSON-Objekt</translation>
    </message>
    <message>
        <source>it has schema %1, expected %2</source>
        <translation>die Datei hat Schema %1, erwartet war %2</translation>
    </message>
    <message>
        <source>it is far too large</source>
        <translation>die Datei ist viel zu groß</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>an ihrer Stelle steht keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>it could not be opened (%1)</source>
        <translation>die Datei ließ sich nicht öffnen (%1)</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <source>%1 is not a deal number of at most %2</source>
        <translation>%1 ist keine Spielnummer von höchstens %2</translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <translation>%1 ist weder wahr noch falsch</translation>
    </message>
    <message>
        <source>%1 is not a whole number of at least %2</source>
        <translation>%1 ist keine ganze Zahl von mindestens %2</translation>
    </message>
    <message>
        <source>%1 is not a number of seconds</source>
        <translation>%1 ist keine Anzahl Sekunden</translation>
    </message>
    <message>
        <source>%1 is not a non-negative number of seconds</source>
        <translation>%1 ist keine nicht negative Anzahl Sekunden</translation>
    </message>
    <message>
        <source>%1 is not text</source>
        <translation>%1 ist kein Text</translation>
    </message>
    <message>
        <source>%1 is not a JSON object</source>
        <translation>%1 ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>%1 is not a list of text</source>
        <translation>%1 ist keine Liste von Texten</translation>
    </message>
    <message>
        <source>%1 is not a known game</source>
        <translation>%1 ist kein bekanntes Spiel</translation>
    </message>
    <message>
        <source>%1 is not a date</source>
        <translation>%1 ist kein Datum</translation>
    </message>
    <message>
        <source>its cursor %1 is outside the %2 moves</source>
        <translation>seine Zugposition %1 liegt außerhalb der %2 Züge</translation>
    </message>
    <message>
        <source>its moves do not replay (%1)</source>
        <translation>seine Züge lassen sich nicht nachspielen (%1)</translation>
    </message>
    <message>
        <source>its deal is for a different game or options</source>
        <translation>seine Austeilung gehört zu einem anderen Spiel oder anderen Varianten</translation>
    </message>
    <message>
        <source>its game counts contradict each other</source>
        <translation>ihre Spielzahlen widersprechen einander</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Die beschädigte Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>The damaged file could not be moved aside (%1).</source>
        <translation>Die beschädigte Datei ließ sich nicht beiseitelegen (%1).</translation>
    </message>
    <message>
        <source>Nothing can be saved until that file is moved or renamed.</source>
        <translation>Nichts lässt sich speichern, bis diese Datei verschoben oder umbenannt ist.</translation>
    </message>
    <message>
        <source>Some settings were invalid and were reset: %1.</source>
        <translation>Einige Einstellungen waren ungültig und wurden zurückgesetzt: %1.</translation>
    </message>
    <message>
        <source>the daily results of %1</source>
        <translation>die Tagesergebnisse vom %1</translation>
    </message>
    <message>
        <source>the %1 level of %2</source>
        <translation>die Stufe %1 von %2</translation>
    </message>
    <message>
        <source>the levels of %1</source>
        <translation>die Stufen von %1</translation>
    </message>
    <message>
        <source>Some statistics could not be read and were left out: %1.</source>
        <translation>Einige Einträge der Statistik waren nicht lesbar und wurden weggelassen: %1.</translation>
    </message>
</context>
</TS>
