<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>App</name>
    <message>
        <source>The position could not be opened: %1.</source>
        <extracomment>Another app runs on the same data folder and did not take the file.</extracomment>
        <translation>De positie kon niet worden geopend: %1.</translation>
    </message>
    <message>
        <source>goodmeasure is already running with the same game folder (process %1) and does not answer. So as not to overwrite its game, nothing was opened. Close it, or end that process, and try again.</source>
        <translation>goodmeasure draait al met dezelfde spelmap (proces %1) en reageert niet. Om het spel daarvan niet te overschrijven, is er niets geopend. Sluit het, of beëindig dat proces, en probeer het opnieuw.</translation>
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
        <translation>Groen laken</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blauw</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grijs</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Bruin</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassiek</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Grote indexen</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Vier kleuren</translation>
    </message>
    <message>
        <source>The deck&apos;s own</source>
        <translation>Die van het kaartspel</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Blauw raster</translation>
    </message>
    <message>
        <source>The card deck %1 is not installed, so the %2 deck is used.</source>
        <translation>Het kaartspel %1 is niet geïnstalleerd, dus wordt het kaartspel %2 gebruikt.</translation>
    </message>
    <message>
        <source>The card back %1 is not installed, so the deck&apos;s own back is used.</source>
        <translation>De kaartrug %1 is niet geïnstalleerd, dus wordt de eigen rug van het kaartspel gebruikt.</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>Effen</translation>
    </message>
    <message>
        <source>Felt</source>
        <translation>Vilt</translation>
    </message>
    <message>
        <source>Spotlight</source>
        <translation>Spotlicht</translation>
    </message>
</context>
<context>
    <name>Difficulty</name>
    <message>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Gemiddeld</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;Makkelijk</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Gemiddeld</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>Moei&amp;lijk</translation>
    </message>
    <message>
        <source>E&amp;xpert</source>
        <translation>&amp;Expert</translation>
    </message>
    <message>
        <source>Winnable deal of &amp;level</source>
        <translation>Winbaar spel op ni&amp;veau</translation>
    </message>
    <message>
        <source>No deal of level %1 can be dealt: under the standard rule the solver has never found a Gloucestershire deal that can be won. Turn on the free bouquet in Settings for deals of every level.</source>
        <translation>Er kan geen spel van niveau %1 worden gedeeld: volgens de standaardregel heeft de oplosser nog nooit een Gloucestershire-spel gevonden dat te winnen is. Zet in Instellingen het vrije boeket aan voor spellen van elk niveau.</translation>
    </message>
    <message>
        <source>The solver found no deal of level %1 this time; try again.</source>
        <translation>De oplosser heeft deze keer geen spel van niveau %1 gevonden; probeer het opnieuw.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Level %1. %2</source>
        <translation>Niveau %1. %2</translation>
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
        <translation>een kaart van de pot omdraaien</translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 naar de basisstapel</translation>
    </message>
    <message>
        <source>%1 onto the waste</source>
        <translation>%1 op de aflegstapel</translation>
    </message>
    <message>
        <source>%1 onto bed %2</source>
        <translation>%1 op bed %2</translation>
    </message>
    <message>
        <source>%1 onto column %2</source>
        <translation>%1 op kolom %2</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Every card is home.</source>
        <translation>Alle kaarten liggen op de basisstapels.</translation>
    </message>
    <message>
        <source>Thinking...</source>
        <translation>Nadenken...</translation>
    </message>
    <message>
        <source>The solver is looking at this position.</source>
        <translation>De oplosser bekijkt deze positie.</translation>
    </message>
    <message>
        <source>Thinking about a hint...</source>
        <translation>Zoeken naar een hint...</translation>
    </message>
    <message>
        <source>Looking for the last winnable position...</source>
        <translation>Zoeken naar de laatste winbare positie...</translation>
    </message>
    <message>
        <source>This position can still be won: there is nothing to undo.</source>
        <translation>Deze positie is nog te winnen: er valt niets ongedaan te maken.</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Winbaar</translation>
    </message>
    <message>
        <source>The solver has found a winning line from here.</source>
        <translation>De oplosser heeft vanaf hier een weg naar de winst gevonden.</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>The solver proves that no win is left.</source>
        <translation>De oplosser bewijst dat er niet meer te winnen valt.</translation>
    </message>
    <message>
        <source>Looking deeper...</source>
        <translation>Dieper zoeken...</translation>
    </message>
    <message>
        <source>The solver could not decide this position at once and is looking further.</source>
        <translation>De oplosser kon niet meteen uitmaken of deze positie te winnen is en zoekt verder.</translation>
    </message>
    <message>
        <source>Not yet known</source>
        <translation>Nog onbekend</translation>
    </message>
    <message>
        <source>The solver could not decide this position within its budget.</source>
        <translation>De oplosser kon binnen zijn rekenbudget niet uitmaken of deze positie te winnen is.</translation>
    </message>
    <message>
        <source>The solver proves this deal cannot be won.</source>
        <translation>De oplosser bewijst dat dit spel niet te winnen is.</translation>
    </message>
    <message>
        <source>Lost from the start</source>
        <translation>Vanaf het begin verloren</translation>
    </message>
    <message>
        <source>Lost since move %1</source>
        <translation>Verloren sinds zet %1</translation>
    </message>
    <message>
        <source>Position after move %1 is the first the solver proves lost.</source>
        <translation>De positie na zet %1 is de eerste die de oplosser als verloren bewijst.</translation>
    </message>
    <message>
        <source>No earlier position is proven winnable.</source>
        <translation>Geen eerdere positie is aantoonbaar winbaar.</translation>
    </message>
    <message>
        <source>No legal move is left.</source>
        <translation>Er is geen geldige zet meer.</translation>
    </message>
    <message>
        <source>Hint: %1%2. It leads to a win.</source>
        <translation>Hint: %1%2. Dat leidt tot winst.</translation>
    </message>
    <message>
        <source>Suggestion: %1%2.</source>
        <translation>Suggestie: %1%2.</translation>
    </message>
    <message>
        <source>This deal is lost</source>
        <translation>Dit spel is verloren</translation>
    </message>
    <message>
        <source>The solver proves that this deal cannot be won, whatever is played.</source>
        <translation>De oplosser bewijst dat dit spel niet te winnen is, hoe je ook speelt.</translation>
    </message>
    <message>
        <source>This position is lost</source>
        <translation>Deze positie is verloren</translation>
    </message>
    <message>
        <source>The solver proves that no win is left from here. You can go back to the last position it can still win from.</source>
        <translation>De oplosser bewijst dat er vanaf hier niet meer te winnen valt. Je kunt teruggaan naar de laatste positie van waaruit hij nog kan winnen.</translation>
    </message>
    <message>
        <source>Undo to the last winnable position</source>
        <translation>Terug naar de laatste winbare positie</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Only a suggestion (no win proven): %1%2.</source>
        <translation>Alleen een suggestie (geen winst bewezen): %1%2.</translation>
    </message>
    <message>
        <source>This game is won: every card is home.</source>
        <translation>Dit spel is gewonnen: alle kaarten liggen op de basisstapels.</translation>
    </message>
    <message>
        <source>The solver is working on a solution...</source>
        <translation>De oplosser zoekt een oplossing...</translation>
    </message>
    <message>
        <source>The solver is still looking for a winning line...</source>
        <translation>De oplosser zoekt nog naar een weg naar de winst...</translation>
    </message>
    <message>
        <source>The solver has no winning line from here to show.</source>
        <translation>De oplosser kan vanaf hier geen weg naar de winst tonen.</translation>
    </message>
</context>
<context>
    <name>HowTo</name>
    <message>
        <source>&lt;h3&gt;Playing with the mouse and keys&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Spelen met muis en toetsenbord&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost column that takes it. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sleep een vrije kaart naar een stapel: de stapels die haar aannemen, lichten op. Met Automatisch spelen aan legt een klik een kaart op haar basisstapel als ze daar past, en anders op de meest linkse kolom die haar aanneemt. Met Automatisch spelen uit pakt een klik een kaart op en legt een klik op een stapel haar neer. Een dubbelklik stuurt een kaart naar haar basisstapel.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost bed that takes it, and onto an empty bed only when no other bed does. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sleep een vrije kaart naar een stapel: de stapels die haar aannemen, lichten op. Met Automatisch spelen aan legt een klik een kaart op haar basisstapel als ze daar past, en anders op het meest linkse bed dat haar aanneemt, en op een leeg bed alleen als geen ander bed dat doet. Met Automatisch spelen uit pakt een klik een kaart op en legt een klik op een stapel haar neer. Een dubbelklik stuurt een kaart naar haar basisstapel.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a column&apos;s top card onto the waste: the waste lights up when it takes it. With Auto play on, a click plays the card onto the waste if it fits. With Auto play off, a click picks a card up and a click on the waste puts it down. A click on the stock turns its next card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sleep de bovenste kaart van een kolom naar de aflegstapel: de aflegstapel licht op als hij haar aanneemt. Met Automatisch spelen aan legt een klik de kaart op de aflegstapel als ze past. Met Automatisch spelen uit pakt een klik een kaart op en legt een klik op de aflegstapel haar neer. Een klik op de pot draait de volgende kaart ervan om.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down, F or Shift+Enter sends a card home, Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Toetsen: met de pijltjestoetsen of Tab ga je van stapel naar stapel, Spatie of Enter pakt op en legt neer, F of Shift+Enter stuurt een kaart naar haar basisstapel, Ctrl+Z maakt ongedaan, Ctrl+Shift+Z doet opnieuw, H vraagt om een hint.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down (on the stock, turns a card), Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Toetsen: met de pijltjestoetsen of Tab ga je van stapel naar stapel, Spatie of Enter pakt op en legt neer (op de pot draait het een kaart om), Ctrl+Z maakt ongedaan, Ctrl+Shift+Z doet opnieuw, H vraagt om een hint.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the foundations and the score. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Met een schermlezer: T leest de hele tafel voor, P leest de gekozen stapel van boven af voor, S leest de basisstapels en de score voor. Elke zet, elke ongedaanmaking en elke hint wordt meteen uitgesproken.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the waste and the cards left. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Met een schermlezer: T leest de hele tafel voor, P leest de gekozen stapel van boven af voor, S leest de aflegstapel en de resterende kaarten voor. Elke zet, elke ongedaanmaking en elke hint wordt meteen uitgesproken.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With the free bouquet, Left and Right choose a bouquet card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Met het vrije boeket kies je met pijl-links en pijl-rechts een kaart uit het boeket.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Good Measure&lt;/h2&gt;&lt;p&gt;One deck. Two Aces start on the foundations straight away; the other 50 cards lie face up in ten columns of five, with every King moved to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the four foundations up by suit from Ace to King. Only the top card of a column moves, one at a time: home to its foundation, or onto a column whose top card is one rank higher, whatever the suit (any 7 on any 8).&lt;/p&gt;&lt;p&gt;A column that empties stays empty. There is no stock and no free cell, so plan ahead: every card is in view from the start. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Good Measure&lt;/h2&gt;&lt;p&gt;Eén spel kaarten. Twee azen liggen meteen op de basisstapels; de andere 50 kaarten liggen open in tien kolommen van vijf, waarbij elke heer naar de onderkant van zijn kolom is verplaatst.&lt;/p&gt;&lt;p&gt;Bouw de vier basisstapels op per kleur, van aas tot heer. Alleen de bovenste kaart van een kolom mag worden verplaatst, één tegelijk: naar haar basisstapel, of op een kolom waarvan de bovenste kaart één rang hoger is, ongeacht de kleur (elke 7 op elke 8).&lt;/p&gt;&lt;p&gt;Een kolom die leeg raakt, blijft leeg. Er is geen pot en geen vrije cel, dus denk vooruit: elke kaart is vanaf het begin zichtbaar. Je wint als alle 52 kaarten op de basisstapels liggen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Baker&apos;s Dozen&lt;/h2&gt;&lt;p&gt;One deck, dealt face up into thirteen columns of four. Before play begins every King goes to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the foundations up by suit from Ace to King. Move the top card of a column home, or onto a column whose top card is one rank higher in any suit.&lt;/p&gt;&lt;p&gt;An empty column is never filled again. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Baker&apos;s Dozen&lt;/h2&gt;&lt;p&gt;Eén spel kaarten, open uitgedeeld in dertien kolommen van vier. Voordat het spel begint, gaat elke heer naar de onderkant van zijn kolom.&lt;/p&gt;&lt;p&gt;Bouw de basisstapels op per kleur, van aas tot heer. Verplaats de bovenste kaart van een kolom naar haar basisstapel, of op een kolom waarvan de bovenste kaart één rang hoger is, in welke kleur ook.&lt;/p&gt;&lt;p&gt;Een lege kolom wordt nooit meer gevuld. Je wint als alle 52 kaarten op de basisstapels liggen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Seven columns of five cards lie face up; the other 17 cards are the stock. The waste starts empty, and any card may start it.&lt;/p&gt;&lt;p&gt;Play the top card of a column onto the waste when it is one rank above or below the waste&apos;s top card, suit ignored. Click the stock to turn its next card onto the waste; the stock is used once.&lt;/p&gt;&lt;p&gt;Options (Settings): &lt;i&gt;turn the corner&lt;/i&gt; lets Ace and King follow each other; &lt;i&gt;cards on a King&lt;/i&gt; lets a Queen (and with the corner an Ace) go on a King.&lt;/p&gt;&lt;p&gt;Clear all 35 column cards to win. The fewer cards you leave, the better.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Zeven kolommen van vijf kaarten liggen open; de andere 17 kaarten vormen de pot. De aflegstapel is in het begin leeg, en elke kaart mag hem beginnen.&lt;/p&gt;&lt;p&gt;Leg de bovenste kaart van een kolom op de aflegstapel als ze één rang hoger of lager is dan de bovenste kaart van de aflegstapel; de kleur telt niet. Klik op de pot om de volgende kaart ervan om te draaien op de aflegstapel; de pot wordt maar één keer doorlopen.&lt;/p&gt;&lt;p&gt;Opties (Instellingen): met &lt;i&gt;de hoek om&lt;/i&gt; mogen aas en heer op elkaar volgen; met &lt;i&gt;kaarten op een heer&lt;/i&gt; mag er een vrouw (en met de hoek om ook een aas) op een heer.&lt;/p&gt;&lt;p&gt;Speel alle 35 kolomkaarten weg om te winnen. Hoe minder kaarten je overhoudt, hoe beter.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Gloucestershire&lt;/h2&gt;&lt;p&gt;Two decks. Eight beds are dealt face up with 3 to 10 cards; the other 52 cards form the bouquet, fanned out along the bottom, of which only the top card (the rightmost) plays.&lt;/p&gt;&lt;p&gt;Any Ace starts a foundation, but each foundation has its own suit. It climbs from Ace to King, then the suit&apos;s second Ace follows and it climbs to King again.&lt;/p&gt;&lt;p&gt;On the beds build down in alternating colours; a King may go on an Ace. Any card fills an empty bed, and a foundation&apos;s top card may come back onto a bed.&lt;/p&gt;&lt;p&gt;With the &lt;i&gt;free bouquet&lt;/i&gt; option every bouquet card plays. You win when all 104 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Gloucestershire&lt;/h2&gt;&lt;p&gt;Twee spellen kaarten. Er worden acht bedden open uitgedeeld, met 3 tot en met 10 kaarten; de andere 52 kaarten vormen het boeket, onderaan uitgewaaierd, waarvan alleen de bovenste kaart (de meest rechtse) speelbaar is.&lt;/p&gt;&lt;p&gt;Elke aas begint een basisstapel, maar elke basisstapel heeft zijn eigen kleur. Hij loopt op van aas tot heer; daarna volgt de tweede aas van die kleur en loopt hij opnieuw op tot heer.&lt;/p&gt;&lt;p&gt;Op de bedden bouw je aflopend in afwisselend rood en zwart; een heer mag op een aas. Elke kaart mag een leeg bed vullen, en de bovenste kaart van een basisstapel mag terug op een bed.&lt;/p&gt;&lt;p&gt;Met de optie &lt;i&gt;vrij boeket&lt;/i&gt; is elke kaart van het boeket speelbaar. Je wint als alle 104 kaarten op de basisstapels liggen.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>LevelStatistics</name>
    <message>
        <source>By difficulty (winnable and daily deals)</source>
        <translation>Per moeilijkheidsgraad (winbare spellen en spellen van de dag)</translation>
    </message>
    <message>
        <source>Fewest cards left</source>
        <translation>Minste kaarten over</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Beste score</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespeeld</translation>
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
        <translation>&amp;Nieuw spel</translation>
    </message>
    <message>
        <source>&amp;Winnable deal</source>
        <translation>&amp;Winbaar spel</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>Spel van de &amp;dag</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Opnieuw &amp;beginnen</translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation>S&amp;tatistieken...</translation>
    </message>
    <message>
        <source>&amp;Open position...</source>
        <translation>Positie &amp;openen...</translation>
    </message>
    <message>
        <source>&amp;Save position...</source>
        <translation>Positie op&amp;slaan...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>O&amp;pnieuw</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>Op&amp;lossing tonen</translation>
    </message>
    <message>
        <source>Solution s&amp;tep</source>
        <translation>Oplossings&amp;stap</translation>
    </message>
    <message>
        <source>Undo to last &amp;winnable position</source>
        <translation>Terug naar laatste &amp;winbare positie</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;Instellingen...</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Speluitleg</translation>
    </message>
    <message>
        <source>&amp;About goodmeasure</source>
        <translation>&amp;Over goodmeasure</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Snel&amp;toetsen</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Volledig scherm</translation>
    </message>
    <message>
        <source>Good &amp;Measure</source>
        <translation>Good &amp;Measure</translation>
    </message>
    <message>
        <source>&amp;Baker&apos;s Dozen</source>
        <translation>Ba&amp;ker&apos;s Dozen</translation>
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
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bewerken</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Bee&amp;ld</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Instellingen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Settings not saved: %s</source>
        <translation>Instellingen niet opgeslagen: %s</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1)?</source>
        <translation>Het lopende spel opgeven (gedane zetten: %1)?</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1) to open %2?</source>
        <translation>Het lopende spel opgeven (gedane zetten: %1) om %2 te openen?</translation>
    </message>
    <message>
        <source>It will count as a lost game.</source>
        <translation>Het telt als een verloren spel.</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Spel opgeven?</translation>
    </message>
    <message>
        <source>&amp;Abandon game</source>
        <translation>Spel &amp;opgeven</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Doorspelen</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>Niet meer vragen</translation>
    </message>
    <message>
        <source>Open position</source>
        <translation>Positie openen</translation>
    </message>
    <message>
        <source>Positions (*.deal);;All files (*)</source>
        <translation>Posities (*.deal);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>The position could not be opened: %1. Your game is unchanged.</source>
        <translation>De positie kon niet worden geopend: %1. Je spel blijft ongewijzigd.</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Positie opslaan</translation>
    </message>
    <message>
        <source>The position could not be saved: %1.</source>
        <translation>De positie kon niet worden opgeslagen: %1.</translation>
    </message>
    <message>
        <source>Position saved to %1</source>
        <translation>Positie opgeslagen in %1</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Spelnummer</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win...</source>
        <translation>Zoeken naar een spel dat de oplosser kan winnen...</translation>
    </message>
    <message>
        <source>Under the standard rule, where only the bouquet&apos;s top card plays, the solver has never found a Gloucestershire deal that can be won: it proves nearly every deal lost. Turn on the free bouquet in Settings for deals it can win.</source>
        <translation>Volgens de standaardregel, waarbij alleen de bovenste kaart van het boeket speelbaar is, heeft de oplosser nog nooit een Gloucestershire-spel gevonden dat te winnen is: hij bewijst bijna elk spel als verloren. Zet in Instellingen het vrije boeket aan voor spellen die hij kan winnen.</translation>
    </message>
    <message>
        <source>Gloucestershire&apos;s standard rule, where only the bouquet&apos;s top card plays, is almost never winnable: the solver proves nearly every deal lost. With the free bouquet every bouquet card plays, and many deals can be won.</source>
        <translation>Gloucestershire volgens de standaardregel, waarbij alleen de bovenste kaart van het boeket speelbaar is, is bijna nooit te winnen: de oplosser bewijst bijna elk spel als verloren. Met het vrije boeket is elke kaart van het boeket speelbaar, en zijn veel spellen te winnen.</translation>
    </message>
    <message>
        <source>The switch deals a new free-bouquet deal now; Settings can undo it.</source>
        <translation>Bij de overstap wordt meteen een nieuw spel met vrij boeket gedeeld; in Instellingen kun je dat terugdraaien.</translation>
    </message>
    <message>
        <source>Switch to the free bouquet</source>
        <translation>Overstappen op het vrije boeket</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Verbergen</translation>
    </message>
    <message>
        <source>The free bouquet applies from the next deal.</source>
        <translation>Het vrije boeket geldt vanaf het volgende spel.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file, and the solver played a move.</source>
        <translation>Niet meegeteld in de statistieken: de positie kwam uit een bestand, en de oplosser heeft een zet gedaan.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file.</source>
        <translation>Niet meegeteld in de statistieken: de positie kwam uit een bestand.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the solver played a move.</source>
        <translation>Niet meegeteld in de statistieken: de oplosser heeft een zet gedaan.</translation>
    </message>
    <message>
        <source>Undo a move or start a new deal.</source>
        <translation>Maak een zet ongedaan of begin een nieuw spel.</translation>
    </message>
    <message>
        <source>The solver could not prove a deal winnable this time.</source>
        <translation>De oplosser kon deze keer geen spel als winbaar bewijzen.</translation>
    </message>
    <message>
        <source>Deal n&amp;umber...</source>
        <translation>S&amp;pelnummer...</translation>
    </message>
    <message>
        <source>Play deal number (%1):</source>
        <translation>Speel spelnummer (%1):</translation>
    </message>
    <message>
        <source>Here is an ordinary deal instead; it may not be winnable.</source>
        <translation>Hier is in plaats daarvan een gewoon spel; misschien is het niet te winnen.</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Gewonnen!</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Undo to last winnable position</source>
        <translation>Terug naar laatste winbare positie</translation>
    </message>
    <message>
        <source>No move left</source>
        <translation>Geen zet meer</translation>
    </message>
    <message numerus="yes">
        <source>All columns cleared in %n moves, time %1.</source>
        <translation>
            <numerusform>Alle kolommen leeggespeeld in %n zet, tijd&#xa0;%1.</numerusform>
            <numerusform>Alle kolommen leeggespeeld in %n zetten, tijd&#xa0;%1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1 in %n moves, time %2.</source>
        <translation>
            <numerusform>Score %1 in %n zet, tijd&#xa0;%2.</numerusform>
            <numerusform>Score %1 in %n zetten, tijd&#xa0;%2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily deal %1</source>
        <translation>Spel van de dag %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Spel %1</translation>
    </message>
    <message>
        <source>Deal from a file</source>
        <translation>Spel uit een bestand</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Zetten: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tijd: %1</translation>
    </message>
    <message>
        <source>Cards left: %1</source>
        <translation>Kaarten over: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Score: %1</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Speluitleg</translation>
    </message>
    <message>
        <source>About goodmeasure</source>
        <translation>Over goodmeasure</translation>
    </message>
    <message>
        <source>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;Good Measure, Baker&apos;s Dozen, Golf and Gloucestershire: patience games of planning, with a solver that knows which deals can be won.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;Good Measure, Baker&apos;s Dozen, Golf en Gloucestershire: patiencespellen waarin vooruit plannen centraal staat, met een oplosser die weet welke spellen te winnen zijn.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Code and the Blue lattice card back: MIT licence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Code en de kaartrug ‘Blauw raster’: MIT-licentie.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1: Adrian Kennard&apos;s playing cards (www.me.uk/cards), public domain under CC0 1.0.</source>
        <translation>%1: de speelkaarten van Adrian Kennard (www.me.uk/cards), publiek domein onder CC0 1.0.</translation>
    </message>
    <message>
        <source>%1: drawn for goodmeasure by its developers, public domain under CC0 1.0.</source>
        <translation>%1: voor goodmeasure getekend door de ontwikkelaars, publiek domein onder CC0 1.0.</translation>
    </message>
    <message>
        <source>Card decks:</source>
        <translation>Kaartspellen:</translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is a file, not a folder.</source>
        <translation>De instellingen konden niet worden opgeslagen: %1 is een bestand, geen map.</translation>
    </message>
    <message>
        <source>Settings could not be saved: permission denied in %1.</source>
        <translation>De instellingen konden niet worden opgeslagen: geen schrijfrechten in %1.</translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is on a read-only disk.</source>
        <translation>De instellingen konden niet worden opgeslagen: %1 staat op een alleen-lezen schijf.</translation>
    </message>
    <message>
        <source>Settings could not be saved: the disk holding %1 is full.</source>
        <translation>De instellingen konden niet worden opgeslagen: de schijf met %1 is vol.</translation>
    </message>
    <message>
        <source>Settings could not be saved in %1 (%2).</source>
        <translation>De instellingen konden niet worden opgeslagen in %1 (%2).</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>Volledig scherm verlaten</translation>
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
        <translation>Je statistieken konden niet worden opgeslagen.</translation>
    </message>
    <message>
        <source>Your game could not be saved; it will not be resumed if goodmeasure stops.</source>
        <translation>Je spel kon niet worden opgeslagen; het wordt niet hervat als goodmeasure stopt.</translation>
    </message>
    <message>
        <source>The finished game could not be cleared.</source>
        <translation>Het afgelopen spel kon niet worden gewist.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>The %1 does not go on the %2.</source>
        <translation>De %1 past niet op de %2.</translation>
    </message>
    <message>
        <source>No foundation takes the %1 yet.</source>
        <translation>Nog geen basisstapel neemt de %1 aan.</translation>
    </message>
    <message>
        <source>An empty column stays empty in this game.</source>
        <translation>In dit spel blijft een lege kolom leeg.</translation>
    </message>
    <message>
        <source>No foundation or bed takes the %1 yet.</source>
        <translation>Nog geen basisstapel of bed neemt de %1 aan.</translation>
    </message>
    <message>
        <source>No foundation or column takes the %1 yet.</source>
        <translation>Nog geen basisstapel of kolom neemt de %1 aan.</translation>
    </message>
    <message>
        <source>The %1 has nowhere to go.</source>
        <translation>De %1 kan nergens heen.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>Auto play: a click plays a card where it fits</source>
        <translation>Automatisch spelen: een klik legt een kaart waar ze past</translation>
    </message>
    <message>
        <source>Auto finish: play the last cards off by itself</source>
        <translation>Automatisch afmaken: de laatste kaarten vanzelf wegspelen</translation>
    </message>
    <message>
        <source>Show in the status bar whether the deal can still be won</source>
        <translation>In de statusbalk tonen of het spel nog te winnen is</translation>
    </message>
    <message>
        <source>New deal deals only deals the solver can win</source>
        <translation>Nieuw spel deelt alleen spellen die de oplosser kan winnen</translation>
    </message>
    <message>
        <source>Ask before abandoning a game in progress</source>
        <translation>Vragen voordat een lopend spel wordt opgegeven</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spelen</translation>
    </message>
    <message>
        <source>Animation:</source>
        <translation>Animatie:</translation>
    </message>
    <message>
        <source>Golf: turn the corner (Ace and King are neighbours)</source>
        <translation>Golf: de hoek om (aas en heer zijn buren)</translation>
    </message>
    <message>
        <source>Golf: cards on a King</source>
        <translation>Golf: kaarten op een heer</translation>
    </message>
    <message>
        <source>Gloucestershire: free bouquet (every card plays)</source>
        <translation>Gloucestershire: vrij boeket (elke kaart is speelbaar)</translation>
    </message>
    <message>
        <source>Game variants</source>
        <translation>Spelvarianten</translation>
    </message>
    <message>
        <source>Variants take effect from the next deal.</source>
        <translation>Varianten gelden vanaf het volgende spel.</translation>
    </message>
    <message>
        <source>Choose a colour...</source>
        <translation>Kies een kleur...</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systeemtaal</translation>
    </message>
    <message>
        <source>A new language takes effect when goodmeasure starts again.</source>
        <translation>Een nieuwe taal gaat in wanneer goodmeasure opnieuw start.</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Uiterlijk</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Tafelkleur:</translation>
    </message>
    <message>
        <source>Table surface:</source>
        <translation>Tafeloppervlak:</translation>
    </message>
    <message>
        <source>High contrast: a black table, cards outlined in white</source>
        <translation>Hoog contrast: een zwarte tafel, kaarten met een witte rand</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Kaartrug:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Taal:</translation>
    </message>
    <message>
        <source>Preview of the card deck</source>
        <translation>Voorbeeld van het kaartspel</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>Kaartspel:</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Geluiden afspelen</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Geluid</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Volume:</translation>
    </message>
    <message>
        <source>Sound needs Qt Multimedia, which is not installed: install goodmeasure[sound] for sound.</source>
        <translation>Voor geluid is Qt Multimedia nodig, maar dat is niet geïnstalleerd: installeer goodmeasure[sound] voor geluid.</translation>
    </message>
    <message>
        <source>No sound: this computer has no audio output.</source>
        <translation>Geen geluid: deze computer heeft geen audio-uitgang.</translation>
    </message>
    <message>
        <source>No sound: the audio output failed. Sound stays off until goodmeasure is restarted.</source>
        <translation>Geen geluid: de audio-uitgang is uitgevallen. Het geluid blijft uit tot goodmeasure opnieuw wordt gestart.</translation>
    </message>
    <message>
        <source>Custom (%1)</source>
        <translation>Aangepast (%1)</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Tafelkleur</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Sneltoetsen</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Opdracht</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Toetsen</translation>
    </message>
    <message>
        <source>On the table, arrows or Tab move between piles and Space or Enter picks up and puts down a card: How to play tells the rest.</source>
        <translation>Op de tafel ga je met de pijltjestoetsen of Tab van stapel naar stapel, en pakt Spatie of Enter een kaart op en legt haar neer: de rest staat in de Speluitleg.</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>%1, picked up</source>
        <translation>%1, opgepakt</translation>
    </message>
    <message>
        <source>%1, takes the %2</source>
        <translation>%1, neemt de %2 aan</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Speeltafel</translation>
    </message>
    <message>
        <source>Read the table</source>
        <translation>Tafel voorlezen</translation>
    </message>
    <message>
        <source>Read the focused pile</source>
        <translation>Gekozen stapel voorlezen</translation>
    </message>
    <message>
        <source>Read the foundations and score</source>
        <translation>Basisstapels en score voorlezen</translation>
    </message>
    <message>
        <source>Bed %1</source>
        <translation>Bed %1</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Kolom %1</translation>
    </message>
    <message>
        <source>Foundation %1</source>
        <translation>Basisstapel %1</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>Aflegstapel</translation>
    </message>
    <message>
        <source>Bouquet</source>
        <translation>Boeket</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 kaart</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n kaart</numerusform>
            <numerusform>%n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leeg</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 op %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2 face down</source>
        <translation>%1, %2 met de rug naar boven</translation>
    </message>
    <message>
        <source>%1, card %2 of %3: %4</source>
        <translation>%1, kaart %2 van %3: %4</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1, %2 from the top: %3</source>
        <translation>%1, %2 van boven af: %3</translation>
    </message>
    <message>
        <source>Picked up the %1.</source>
        <translation>De %1 opgepakt.</translation>
    </message>
    <message>
        <source>Put back the %1.</source>
        <translation>De %1 teruggelegd.</translation>
    </message>
    <message>
        <source>The %1 does not go on %2.</source>
        <translation>De %1 past niet op %2.</translation>
    </message>
    <message>
        <source>The %1 cannot go to its foundation yet.</source>
        <translation>De %1 kan nog niet naar de basisstapel.</translation>
    </message>
    <message>
        <source>No card to pick up on %1.</source>
        <translation>Geen kaart om op te pakken op %1.</translation>
    </message>
    <message>
        <source>Turned the %1 onto the waste.</source>
        <translation>De %1 op de aflegstapel omgedraaid.</translation>
    </message>
    <message>
        <source>%1 shows the %2.</source>
        <translation>%1 toont nu de %2.</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1 is leeg.</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Ongedaan gemaakt: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Opnieuw gedaan: %1</translation>
    </message>
    <message>
        <source>Back to the start of the deal.</source>
        <translation>Terug naar het begin van het spel.</translation>
    </message>
    <message>
        <source>Back to move %1.</source>
        <translation>Terug naar zet %1.</translation>
    </message>
    <message>
        <source>Auto finish plays the rest home.</source>
        <translation>Automatisch afmaken speelt de rest naar de basisstapels.</translation>
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
        <translation>kaarten op een heer</translation>
    </message>
    <message>
        <source>turn the corner</source>
        <translation>de hoek om</translation>
    </message>
    <message>
        <source>free bouquet</source>
        <translation>vrij boeket</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>strikt</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Played:</source>
        <translation>Gespeeld:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Gewonnen:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Winstpercentage:</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>Huidige reeks:</translation>
    </message>
    <message>
        <source>Best streak:</source>
        <translation>Beste reeks:</translation>
    </message>
    <message>
        <source>Fewest cards left:</source>
        <translation>Minste kaarten over:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Beste score:</translation>
    </message>
    <message>
        <source>Fastest win:</source>
        <translation>Snelste winst:</translation>
    </message>
    <message>
        <source>Fewest moves in a win:</source>
        <translation>Minste zetten in een gewonnen spel:</translation>
    </message>
    <message>
        <source>Not counted above:</source>
        <translation>Niet meegeteld:</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Dit spel</translation>
    </message>
    <message>
        <source>Positions opened from a file, and games in which the solver played a move, are not counted as played or won, and set no record.</source>
        <translation>Posities die uit een bestand zijn geopend, en spellen waarin de oplosser een zet heeft gedaan, tellen niet als gespeeld of gewonnen en vestigen geen record.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <source>Daily deals</source>
        <translation>Spellen van de dag</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Wissen...</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Not won</source>
        <translation>Niet gewonnen</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistieken wissen</translation>
    </message>
    <message>
        <source>Forget all statistics of %1, daily results included?</source>
        <translation>Alle statistieken van %1 vergeten, inclusief de dagresultaten?</translation>
    </message>
</context>
<context>
    <name>WelcomeBar</name>
    <message>
        <source>New here? %1 opens How to play; %2 shows a hint.</source>
        <translation>Nieuw hier? %1 opent de Speluitleg; %2 toont een hint.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Speluitleg</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Verbergen</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Ace</source>
        <translation>aas</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>boer</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>vrouw</translation>
    </message>
    <message>
        <source>King</source>
        <translation>heer</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>klaveren</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruiten</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>harten</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>schoppen</translation>
    </message>
    <message>
        <source>turns a card from the stock</source>
        <translation>draait een kaart van de pot om</translation>
    </message>
    <message>
        <source>moves the %1</source>
        <translation>verplaatst de %1</translation>
    </message>
    <message>
        <source>but the game is lost either way</source>
        <translation>maar het spel is hoe dan ook verloren</translation>
    </message>
    <message>
        <source>plays the %1 home</source>
        <translation>legt de %1 op de basisstapel</translation>
    </message>
    <message>
        <source>frees the %1</source>
        <translation>maakt de %1 vrij</translation>
    </message>
    <message>
        <source>empties column %2</source>
        <translation>maakt kolom %2 leeg</translation>
    </message>
    <message>
        <source>empties bed %2</source>
        <translation>maakt bed %2 leeg</translation>
    </message>
    <message>
        <source>plays the %1 onto the waste</source>
        <translation>legt de %1 op de aflegstapel</translation>
    </message>
    <message>
        <source>brings the %1 back from its foundation</source>
        <translation>haalt de %1 terug van de basisstapel</translation>
    </message>
    <message>
        <source>plays the %1 from the bouquet</source>
        <translation>speelt de %1 uit het boeket</translation>
    </message>
    <message>
        <source>empties nothing, keeps options</source>
        <translation>maakt niets leeg, houdt opties open</translation>
    </message>
    <message>
        <source>the game is won</source>
        <translation>het spel is gewonnen</translation>
    </message>
    <message>
        <source>no legal move is left</source>
        <translation>er is geen geldige zet meer</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>Your settings could not be read (%1), so the default settings are used.</source>
        <translation>Je instellingen konden niet worden gelezen (%1), dus worden de standaardinstellingen gebruikt.</translation>
    </message>
    <message>
        <source>Your statistics could not be read (%1), so they start from zero.</source>
        <translation>Je statistieken konden niet worden gelezen (%1), dus beginnen ze weer bij nul.</translation>
    </message>
    <message>
        <source>The saved game could not be read (%1), so a new deal was started.</source>
        <translation>Het opgeslagen spel kon niet worden gelezen (%1), dus is er een nieuw spel gedeeld.</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>het bestand bevat geen tekst</translation>
    </message>
    <message>
        <source>it is nested too deeply</source>
        <translation>het bestand is te diep genest</translation>
    </message>
    <message>
        <source>it is not valid JSON</source>
        <translation>het bestand is geen geldige JSON</translation>
    </message>
    <message>
        <source>it does not hold a JSON object</source>
        <translation>het bestand bevat geen JSON-object</translation>
    </message>
    <message>
        <source>it has schema %1, expected %2</source>
        <translation>het bestand heeft schema %1, verwacht was %2</translation>
    </message>
    <message>
        <source>it is far too large</source>
        <translation>het bestand is veel te groot</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>het is geen gewoon bestand</translation>
    </message>
    <message>
        <source>it could not be opened (%1)</source>
        <translation>het bestand kon niet worden geopend (%1)</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 is een bestand, geen map</translation>
    </message>
    <message>
        <source>%1 is not a deal number of at most %2</source>
        <translation>%1 is geen spelnummer van hoogstens %2</translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <translation>%1 is niet waar of onwaar</translation>
    </message>
    <message>
        <source>%1 is not a whole number of at least %2</source>
        <translation>%1 is geen geheel getal van minstens %2</translation>
    </message>
    <message>
        <source>%1 is not a number of seconds</source>
        <translation>%1 is geen aantal seconden</translation>
    </message>
    <message>
        <source>%1 is not a non-negative number of seconds</source>
        <translation>%1 is geen niet-negatief aantal seconden</translation>
    </message>
    <message>
        <source>%1 is not text</source>
        <translation>%1 is geen tekst</translation>
    </message>
    <message>
        <source>%1 is not a JSON object</source>
        <translation>%1 is geen JSON-object</translation>
    </message>
    <message>
        <source>%1 is not a list of text</source>
        <translation>%1 is geen lijst met teksten</translation>
    </message>
    <message>
        <source>%1 is not a known game</source>
        <translation>%1 is geen bekend spel</translation>
    </message>
    <message>
        <source>%1 is not a date</source>
        <translation>%1 is geen datum</translation>
    </message>
    <message>
        <source>its cursor %1 is outside the %2 moves</source>
        <translation>de zetpositie %1 ligt buiten de %2 zetten</translation>
    </message>
    <message>
        <source>its moves do not replay (%1)</source>
        <translation>de zetten zijn niet na te spelen (%1)</translation>
    </message>
    <message>
        <source>its deal is for a different game or options</source>
        <translation>de verdeling hoort bij een ander spel of andere varianten</translation>
    </message>
    <message>
        <source>its game counts contradict each other</source>
        <translation>de spelaantallen spreken elkaar tegen</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Het beschadigde bestand is bewaard als %1.</translation>
    </message>
    <message>
        <source>The damaged file could not be moved aside (%1).</source>
        <translation>Het beschadigde bestand kon niet opzij worden gezet (%1).</translation>
    </message>
    <message>
        <source>Nothing can be saved until that file is moved or renamed.</source>
        <translation>Er kan niets worden opgeslagen totdat dat bestand is verplaatst of hernoemd.</translation>
    </message>
    <message>
        <source>Some settings were invalid and were reset: %1.</source>
        <translation>Sommige instellingen waren ongeldig en zijn teruggezet: %1.</translation>
    </message>
    <message>
        <source>the daily results of %1</source>
        <translation>de dagresultaten van %1</translation>
    </message>
    <message>
        <source>the %1 level of %2</source>
        <translation>het niveau %1 van %2</translation>
    </message>
    <message>
        <source>the levels of %1</source>
        <translation>de niveaus van %1</translation>
    </message>
    <message>
        <source>Some statistics could not be read and were left out: %1.</source>
        <translation>Sommige statistieken konden niet worden gelezen en zijn weggelaten: %1.</translation>
    </message>
</context>
</TS>
