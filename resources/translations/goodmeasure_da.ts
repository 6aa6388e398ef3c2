<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da">
<context>
    <name>App</name>
    <message>
        <source>The position could not be opened: %1.</source>
        <extracomment>Another app runs on the same data folder and did not take the file.</extracomment>
        <translation>Stillingen kunne ikke åbnes: %1.</translation>
    </message>
    <message>
        <source>goodmeasure is already running with the same game folder (process %1) and does not answer. So as not to overwrite its game, nothing was opened. Close it, or end that process, and try again.</source>
        <translation>goodmeasure kører allerede med den samme spilmappe (proces %1) og svarer ikke. For ikke at overskrive dets spil blev intet åbnet. Luk det, eller afslut den proces, og prøv igen.</translation>
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
        <translation>Grønt filt</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rød</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grå</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Brun</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisk</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Stort indeks</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Fire farver</translation>
    </message>
    <message>
        <source>The deck&apos;s own</source>
        <translation>Kortspillets eget</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Blåt gitter</translation>
    </message>
    <message>
        <source>The card deck %1 is not installed, so the %2 deck is used.</source>
        <translation>Kortspillet %1 er ikke installeret, så kortspillet %2 bruges.</translation>
    </message>
    <message>
        <source>The card back %1 is not installed, so the deck&apos;s own back is used.</source>
        <translation>Bagsiden %1 er ikke installeret, så kortspillets egen bagside bruges.</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>Glat</translation>
    </message>
    <message>
        <source>Felt</source>
        <translation>Filt</translation>
    </message>
    <message>
        <source>Spotlight</source>
        <translation>Spotlys</translation>
    </message>
</context>
<context>
    <name>Difficulty</name>
    <message>
        <source>Easy</source>
        <translation>Let</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mellem</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Svær</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;Let</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Mellem</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>&amp;Svær</translation>
    </message>
    <message>
        <source>E&amp;xpert</source>
        <translation>&amp;Ekspert</translation>
    </message>
    <message>
        <source>Winnable deal of &amp;level</source>
        <translation>Vindbart giv på niv&amp;eau</translation>
    </message>
    <message>
        <source>No deal of level %1 can be dealt: under the standard rule the solver has never found a Gloucestershire deal that can be won. Turn on the free bouquet in Settings for deals of every level.</source>
        <translation>Intet giv på niveau %1 kan gives: med standardreglen har løseren aldrig fundet et vindbart giv i Gloucestershire. Slå fri buket til i Indstillinger for giv på alle niveauer.</translation>
    </message>
    <message>
        <source>The solver found no deal of level %1 this time; try again.</source>
        <translation>Løseren fandt intet giv på niveau %1 denne gang; prøv igen.</translation>
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
        <translation>vend et kort fra talonen</translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 til fundamentet</translation>
    </message>
    <message>
        <source>%1 onto the waste</source>
        <translation>%1 på affaldsbunken</translation>
    </message>
    <message>
        <source>%1 onto bed %2</source>
        <translation>%1 på bed %2</translation>
    </message>
    <message>
        <source>%1 onto column %2</source>
        <translation>%1 på kolonne %2</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vundet</translation>
    </message>
    <message>
        <source>Thinking...</source>
        <translation>Tænker...</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Vindbart</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Tabt</translation>
    </message>
    <message>
        <source>Looking deeper...</source>
        <translation>Søger dybere...</translation>
    </message>
    <message>
        <source>Not yet known</source>
        <translation>Endnu ukendt</translation>
    </message>
    <message>
        <source>Lost from the start</source>
        <translation>Tabt fra start</translation>
    </message>
    <message>
        <source>Lost since move %1</source>
        <translation>Tabt siden træk %1</translation>
    </message>
    <message>
        <source>Every card is home.</source>
        <translation>Alle kort ligger på fundamenterne.</translation>
    </message>
    <message>
        <source>The solver is looking at this position.</source>
        <translation>Løseren undersøger denne stilling.</translation>
    </message>
    <message>
        <source>Thinking about a hint...</source>
        <translation>Tænker på et tip...</translation>
    </message>
    <message>
        <source>Looking for the last winnable position...</source>
        <translation>Søger den seneste vindbare stilling...</translation>
    </message>
    <message>
        <source>This position can still be won: there is nothing to undo.</source>
        <translation>Denne stilling kan stadig vindes: der er intet at fortryde.</translation>
    </message>
    <message>
        <source>The solver has found a winning line from here.</source>
        <translation>Løseren har fundet en vej til sejr herfra.</translation>
    </message>
    <message>
        <source>The solver proves that no win is left.</source>
        <translation>Løseren beviser, at ingen sejr er tilbage.</translation>
    </message>
    <message>
        <source>The solver could not decide this position at once and is looking further.</source>
        <translation>Løseren kunne ikke afgøre stillingen med det samme og søger videre.</translation>
    </message>
    <message>
        <source>The solver could not decide this position within its budget.</source>
        <translation>Løseren kunne ikke afgøre stillingen inden for sit budget.</translation>
    </message>
    <message>
        <source>The solver proves this deal cannot be won.</source>
        <translation>Løseren beviser, at dette giv ikke kan vindes.</translation>
    </message>
    <message>
        <source>Position after move %1 is the first the solver proves lost.</source>
        <translation>Stillingen efter træk %1 er den første, løseren beviser tabt.</translation>
    </message>
    <message>
        <source>No earlier position is proven winnable.</source>
        <translation>Ingen tidligere stilling er bevist vindbar.</translation>
    </message>
    <message>
        <source>No legal move is left.</source>
        <translation>Der er intet gyldigt træk tilbage.</translation>
    </message>
    <message>
        <source>Hint: %1%2. It leads to a win.</source>
        <translation>Tip: %1%2. Fører til sejr.</translation>
    </message>
    <message>
        <source>Suggestion: %1%2.</source>
        <translation>Forslag: %1%2.</translation>
    </message>
    <message>
        <source>This deal is lost</source>
        <translation>Dette giv er tabt</translation>
    </message>
    <message>
        <source>The solver proves that this deal cannot be won, whatever is played.</source>
        <translation>Løseren beviser, at dette giv ikke kan vindes, uanset hvad der spilles.</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nyt giv</translation>
    </message>
    <message>
        <source>This position is lost</source>
        <translation>Denne stilling er tabt</translation>
    </message>
    <message>
        <source>The solver proves that no win is left from here. You can go back to the last position it can still win from.</source>
        <translation>Løseren beviser, at ingen sejr er tilbage herfra. Du kan gå tilbage til den seneste stilling, som den stadig kan vinde fra.</translation>
    </message>
    <message>
        <source>Undo to the last winnable position</source>
        <translation>Fortryd til seneste vindbare stilling</translation>
    </message>
    <message>
        <source>Only a suggestion (no win proven): %1%2.</source>
        <translation>Kun et forslag (ingen bevist sejr): %1%2.</translation>
    </message>
    <message>
        <source>This game is won: every card is home.</source>
        <translation>Spillet er vundet: alle kort ligger på fundamenterne.</translation>
    </message>
    <message>
        <source>The solver is working on a solution...</source>
        <translation>Løseren arbejder på en løsning...</translation>
    </message>
    <message>
        <source>The solver is still looking for a winning line...</source>
        <translation>Løseren søger stadig en vej til sejr...</translation>
    </message>
    <message>
        <source>The solver has no winning line from here to show.</source>
        <translation>Løseren har ingen vej til sejr at vise herfra.</translation>
    </message>
</context>
<context>
    <name>HowTo</name>
    <message>
        <source>&lt;h3&gt;Playing with the mouse and keys&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Spil med mus og tastatur&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost column that takes it. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Træk et frit kort hen på en bunke: de bunker, der tager imod det, lyser op. Med automatisk spil slået til spiller et klik kortet til fundamentet, hvis det passer der, ellers til den kolonne længst til venstre, der tager imod det. Med automatisk spil slået fra tager et klik et kort op, og et klik på en bunke lægger det. Et dobbeltklik sender et kort til fundamentet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost bed that takes it, and onto an empty bed only when no other bed does. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Træk et frit kort hen på en bunke: de bunker, der tager imod det, lyser op. Med automatisk spil slået til spiller et klik kortet til fundamentet, hvis det passer der, ellers til det bed længst til venstre, der tager imod det, og kun til et tomt bed, når intet andet bed gør. Med automatisk spil slået fra tager et klik et kort op, og et klik på en bunke lægger det. Et dobbeltklik sender et kort til fundamentet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a column&apos;s top card onto the waste: the waste lights up when it takes it. With Auto play on, a click plays the card onto the waste if it fits. With Auto play off, a click picks a card up and a click on the waste puts it down. A click on the stock turns its next card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Træk en kolonnes øverste kort hen på affaldsbunken: affaldsbunken lyser op, når den tager imod det. Med automatisk spil slået til spiller et klik kortet på affaldsbunken, hvis det passer. Med automatisk spil slået fra tager et klik et kort op, og et klik på affaldsbunken lægger det. Et klik på talonen vender dens næste kort.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down, F or Shift+Enter sends a card home, Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Taster: piletasterne eller Tab flytter mellem bunkerne, Mellemrum eller Enter tager op og lægger, F eller Skift+Enter sender et kort til fundamentet, Ctrl+Z fortryder, Ctrl+Skift+Z omgør, H beder om et tip.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down (on the stock, turns a card), Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Taster: piletasterne eller Tab flytter mellem bunkerne, Mellemrum eller Enter tager op og lægger (på talonen vender det et kort), Ctrl+Z fortryder, Ctrl+Skift+Z omgør, H beder om et tip.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the foundations and the score. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Med en skærmlæser: T læser hele bordet, P læser bunken med fokus fra toppen, S læser fundamenterne og pointene. Hvert træk, hver fortrydelse og hvert tip siges, når det sker.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the waste and the cards left. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Med en skærmlæser: T læser hele bordet, P læser bunken med fokus fra toppen, S læser affaldsbunken og de resterende kort. Hvert træk, hver fortrydelse og hvert tip siges, når det sker.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With the free bouquet, Left and Right choose a bouquet card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Med fri buket vælger Venstre og Højre et kort i buketten.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Good Measure&lt;/h2&gt;&lt;p&gt;One deck. Two Aces start on the foundations straight away; the other 50 cards lie face up in ten columns of five, with every King moved to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the four foundations up by suit from Ace to King. Only the top card of a column moves, one at a time: home to its foundation, or onto a column whose top card is one rank higher, whatever the suit (any 7 on any 8).&lt;/p&gt;&lt;p&gt;A column that empties stays empty. There is no stock and no free cell, so plan ahead: every card is in view from the start. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Good Measure&lt;/h2&gt;&lt;p&gt;Ét spil kort. To esser begynder straks på fundamenterne; de øvrige 50 kort ligger med billedsiden opad i ti kolonner á fem, og hver konge er flyttet til bunden af sin kolonne.&lt;/p&gt;&lt;p&gt;Byg de fire fundamenter op i kulør fra es til konge. Kun det øverste kort i en kolonne flyttes, ét ad gangen: til sit fundament eller til en kolonne, hvis øverste kort er én højere, uanset kulør (enhver 7&apos;er på enhver 8&apos;er).&lt;/p&gt;&lt;p&gt;En kolonne, der bliver tom, forbliver tom. Der er ingen talon og ingen fri celle, så planlæg i forvejen: alle kort kan ses fra starten. Du vinder, når alle 52 kort ligger på fundamenterne.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Baker&apos;s Dozen&lt;/h2&gt;&lt;p&gt;One deck, dealt face up into thirteen columns of four. Before play begins every King goes to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the foundations up by suit from Ace to King. Move the top card of a column home, or onto a column whose top card is one rank higher in any suit.&lt;/p&gt;&lt;p&gt;An empty column is never filled again. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Baker&apos;s Dozen&lt;/h2&gt;&lt;p&gt;Ét spil kort, givet med billedsiden opad i tretten kolonner á fire. Før spillet begynder, flyttes hver konge til bunden af sin kolonne.&lt;/p&gt;&lt;p&gt;Byg fundamenterne op i kulør fra es til konge. Flyt det øverste kort i en kolonne til fundamentet eller til en kolonne, hvis øverste kort er én højere, i en vilkårlig kulør.&lt;/p&gt;&lt;p&gt;En tom kolonne fyldes aldrig igen. Du vinder, når alle 52 kort ligger på fundamenterne.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Seven columns of five cards lie face up; the other 17 cards are the stock. The waste starts empty, and any card may start it.&lt;/p&gt;&lt;p&gt;Play the top card of a column onto the waste when it is one rank above or below the waste&apos;s top card, suit ignored. Click the stock to turn its next card onto the waste; the stock is used once.&lt;/p&gt;&lt;p&gt;Options (Settings): &lt;i&gt;turn the corner&lt;/i&gt; lets Ace and King follow each other; &lt;i&gt;cards on a King&lt;/i&gt; lets a Queen (and with the corner an Ace) go on a King.&lt;/p&gt;&lt;p&gt;Clear all 35 column cards to win. The fewer cards you leave, the better.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Syv kolonner med fem kort ligger med billedsiden opad; de øvrige 17 kort er talonen. Affaldsbunken begynder tom, og ethvert kort kan starte den.&lt;/p&gt;&lt;p&gt;Spil det øverste kort i en kolonne på affaldsbunken, når det er én over eller under affaldsbunkens øverste kort, uanset kulør. Klik på talonen for at vende dens næste kort over på affaldsbunken; talonen bruges én gang.&lt;/p&gt;&lt;p&gt;Valgmuligheder (Indstillinger): &lt;i&gt;rundt om hjørnet&lt;/i&gt; lader es og konge følge hinanden; &lt;i&gt;kort på en konge&lt;/i&gt; lader en dame (og med hjørnet et es) lægges på en konge.&lt;/p&gt;&lt;p&gt;Ryd alle 35 kort i kolonnerne for at vinde. Jo færre kort du efterlader, jo bedre.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Gloucestershire&lt;/h2&gt;&lt;p&gt;Two decks. Eight beds are dealt face up with 3 to 10 cards; the other 52 cards form the bouquet, fanned out along the bottom, of which only the top card (the rightmost) plays.&lt;/p&gt;&lt;p&gt;Any Ace starts a foundation, but each foundation has its own suit. It climbs from Ace to King, then the suit&apos;s second Ace follows and it climbs to King again.&lt;/p&gt;&lt;p&gt;On the beds build down in alternating colours; a King may go on an Ace. Any card fills an empty bed, and a foundation&apos;s top card may come back onto a bed.&lt;/p&gt;&lt;p&gt;With the &lt;i&gt;free bouquet&lt;/i&gt; option every bouquet card plays. You win when all 104 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Gloucestershire&lt;/h2&gt;&lt;p&gt;To spil kort. Otte bede gives med billedsiden opad med 3 til 10 kort; de øvrige 52 kort udgør buketten, bredt ud langs bunden, hvor kun det øverste kort (det længst til højre) kan spilles.&lt;/p&gt;&lt;p&gt;Ethvert es starter et fundament, men hvert fundament har sin egen kulør. Det bygges fra es til konge, derefter følger kulørens andet es, og det bygges op til konge igen.&lt;/p&gt;&lt;p&gt;På bedene bygges ned i skiftende farver; en konge må lægges på et es. Ethvert kort kan fylde et tomt bed, og et fundaments øverste kort må komme tilbage på et bed.&lt;/p&gt;&lt;p&gt;Med valgmuligheden &lt;i&gt;fri buket&lt;/i&gt; kan alle kort i buketten spilles. Du vinder, når alle 104 kort ligger på fundamenterne.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>LevelStatistics</name>
    <message>
        <source>By difficulty (winnable and daily deals)</source>
        <translation>Efter sværhedsgrad (vindbare og daglige giv)</translation>
    </message>
    <message>
        <source>Fewest cards left</source>
        <translation>Færrest kort tilbage</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Bedste point</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Spillede</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vundne</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New deal</source>
        <translation>&amp;Nyt giv</translation>
    </message>
    <message>
        <source>&amp;Winnable deal</source>
        <translation>&amp;Vindbart giv</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>&amp;Dagens giv</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Genstart</translation>
    </message>
    <message>
        <source>Deal n&amp;umber...</source>
        <translation>Giv n&amp;ummer...</translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation>S&amp;tatistik...</translation>
    </message>
    <message>
        <source>&amp;Open position...</source>
        <translation>&amp;Åbn stilling...</translation>
    </message>
    <message>
        <source>&amp;Save position...</source>
        <translation>Gem st&amp;illing...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Fortryd</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Omgør</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>Vis &amp;løsning</translation>
    </message>
    <message>
        <source>Solution s&amp;tep</source>
        <translation>Et &amp;skridt i løsningen</translation>
    </message>
    <message>
        <source>Undo to last &amp;winnable position</source>
        <translation>Fortryd til seneste &amp;vindbare stilling</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;Indstillinger...</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Sådan spiller du</translation>
    </message>
    <message>
        <source>&amp;About goodmeasure</source>
        <translation>&amp;Om goodmeasure</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastaturgenveje</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Fuld skærm</translation>
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
        <translation>&amp;Spil</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Rediger</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Indstillinger</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Gloucestershire&apos;s standard rule, where only the bouquet&apos;s top card plays, is almost never winnable: the solver proves nearly every deal lost. With the free bouquet every bouquet card plays, and many deals can be won.</source>
        <translation>Gloucestershires standardregel, hvor kun bukettens øverste kort kan spilles, kan næsten aldrig vindes: løseren beviser, at næsten alle giv er tabt. Med fri buket kan alle kort i buketten spilles, og mange giv kan vindes.</translation>
    </message>
    <message>
        <source>The switch deals a new free-bouquet deal now; Settings can undo it.</source>
        <translation>Skiftet giver nu et nyt giv med fri buket; Indstillinger kan fortryde det.</translation>
    </message>
    <message>
        <source>Switch to the free bouquet</source>
        <translation>Skift til fri buket</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Luk</translation>
    </message>
    <message>
        <source>The free bouquet applies from the next deal.</source>
        <translation>Fri buket gælder fra næste giv.</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Givnummer</translation>
    </message>
    <message>
        <source>Play deal number (%1):</source>
        <translation>Spil giv nummer (%1):</translation>
    </message>
    <message>
        <source>Under the standard rule, where only the bouquet&apos;s top card plays, the solver has never found a Gloucestershire deal that can be won: it proves nearly every deal lost. Turn on the free bouquet in Settings for deals it can win.</source>
        <translation>Med standardreglen, hvor kun bukettens øverste kort kan spilles, har løseren aldrig fundet et vindbart giv i Gloucestershire: den beviser, at næsten alle giv er tabt. Slå fri buket til i Indstillinger for giv, den kan vinde.</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win...</source>
        <translation>Søger et giv, som løseren kan vinde...</translation>
    </message>
    <message>
        <source>The solver could not prove a deal winnable this time.</source>
        <translation>Løseren kunne ikke bevise et giv vindbart denne gang.</translation>
    </message>
    <message>
        <source>Here is an ordinary deal instead; it may not be winnable.</source>
        <translation>Her er i stedet et almindeligt giv; det kan måske ikke vindes.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file, and the solver played a move.</source>
        <translation>Tælles ikke med i statistikken: stillingen kom fra en fil, og løseren spillede et træk.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file.</source>
        <translation>Tælles ikke med i statistikken: stillingen kom fra en fil.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the solver played a move.</source>
        <translation>Tælles ikke med i statistikken: løseren spillede et træk.</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nyt giv</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Du vandt!</translation>
    </message>
    <message>
        <source>Undo a move or start a new deal.</source>
        <translation>Fortryd et træk, eller start et nyt giv.</translation>
    </message>
    <message>
        <source>Cards left: %1</source>
        <translation>Kort tilbage: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Fortryd</translation>
    </message>
    <message>
        <source>Undo to last winnable position</source>
        <translation>Fortryd til seneste vindbare stilling</translation>
    </message>
    <message>
        <source>No move left</source>
        <translation>Ingen træk tilbage</translation>
    </message>
    <message>
        <source>Open position</source>
        <translation>Åbn stilling</translation>
    </message>
    <message>
        <source>Positions (*.deal);;All files (*)</source>
        <translation>Stillinger (*.deal);;Alle filer (*)</translation>
    </message>
    <message>
        <source>The position could not be opened: %1. Your game is unchanged.</source>
        <translation>Stillingen kunne ikke åbnes: %1. Dit spil er uændret.</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Gem stilling</translation>
    </message>
    <message>
        <source>The position could not be saved: %1.</source>
        <translation>Stillingen kunne ikke gemmes: %1.</translation>
    </message>
    <message>
        <source>Position saved to %1</source>
        <translation>Stillingen blev gemt i %1</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Sådan spiller du</translation>
    </message>
    <message>
        <source>About goodmeasure</source>
        <translation>Om goodmeasure</translation>
    </message>
    <message>
        <source>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;Good Measure, Baker&apos;s Dozen, Golf and Gloucestershire: patience games of planning, with a solver that knows which deals can be won.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;Good Measure, Baker&apos;s Dozen, Golf og Gloucestershire: kabaler, der kræver planlægning, med en løser, der ved, hvilke giv der kan vindes.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Code and the Blue lattice card back: MIT licence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Koden og kortbagsiden Blåt gitter: MIT-licens.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1: Adrian Kennard&apos;s playing cards (www.me.uk/cards), public domain under CC0 1.0.</source>
        <translation>%1: Adrian Kennards spillekort (www.me.uk/cards), offentlig ejendom under CC0 1.0.</translation>
    </message>
    <message>
        <source>%1: drawn for goodmeasure by its developers, public domain under CC0 1.0.</source>
        <translation>%1: tegnet til goodmeasure af dets udviklere, offentlig ejendom under CC0 1.0.</translation>
    </message>
    <message>
        <source>Card decks:</source>
        <translation>Kortspil:</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1)?</source>
        <translation>Opgiv spillet i gang (træk foretaget: %1)?</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1) to open %2?</source>
        <translation>Opgiv spillet i gang (træk foretaget: %1) for at åbne %2?</translation>
    </message>
    <message>
        <source>It will count as a lost game.</source>
        <translation>Det tæller som et tabt spil.</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Opgiv spillet?</translation>
    </message>
    <message>
        <source>&amp;Abandon game</source>
        <translation>&amp;Opgiv spillet</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Spil videre</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>Spørg ikke igen</translation>
    </message>
    <message>
        <source>Settings not saved: %s</source>
        <translation>Indstillingerne blev ikke gemt: %s</translation>
    </message>
    <message numerus="yes">
        <source>All columns cleared in %n moves, time %1.</source>
        <translation>
            <numerusform>Alle kolonner ryddet på %n træk, tid %1.</numerusform>
            <numerusform>Alle kolonner ryddet på %n træk, tid %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1 in %n moves, time %2.</source>
        <translation>
            <numerusform>%1 point på %n træk, tid %2.</numerusform>
            <numerusform>%1 point på %n træk, tid %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is a file, not a folder.</source>
        <translation>Indstillingerne kunne ikke gemmes: %1 er en fil, ikke en mappe.</translation>
    </message>
    <message>
        <source>Settings could not be saved: permission denied in %1.</source>
        <translation>Indstillingerne kunne ikke gemmes: adgang nægtet i %1.</translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is on a read-only disk.</source>
        <translation>Indstillingerne kunne ikke gemmes: %1 ligger på en skrivebeskyttet disk.</translation>
    </message>
    <message>
        <source>Settings could not be saved: the disk holding %1 is full.</source>
        <translation>Indstillingerne kunne ikke gemmes: disken med %1 er fuld.</translation>
    </message>
    <message>
        <source>Settings could not be saved in %1 (%2).</source>
        <translation>Indstillingerne kunne ikke gemmes i %1 (%2).</translation>
    </message>
    <message>
        <source>Daily deal %1</source>
        <translation>Dagens giv %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Giv %1</translation>
    </message>
    <message>
        <source>Deal from a file</source>
        <translation>Giv fra fil</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Træk: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tid: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Point: %1</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>Forlad fuld skærm</translation>
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
        <translation>Dit spil kunne ikke gemmes; det genoptages ikke, hvis goodmeasure stopper.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved.</source>
        <translation>Din statistik kunne ikke gemmes.</translation>
    </message>
    <message>
        <source>The finished game could not be cleared.</source>
        <translation>Det afsluttede spil kunne ikke ryddes.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>The %1 does not go on the %2.</source>
        <translation>Man kan ikke lægge %1 på %2.</translation>
    </message>
    <message>
        <source>No foundation takes the %1 yet.</source>
        <translation>Intet fundament tager imod %1 endnu.</translation>
    </message>
    <message>
        <source>An empty column stays empty in this game.</source>
        <translation>En tom kolonne forbliver tom i dette spil.</translation>
    </message>
    <message>
        <source>No foundation or bed takes the %1 yet.</source>
        <translation>Intet fundament eller bed tager imod %1 endnu.</translation>
    </message>
    <message>
        <source>No foundation or column takes the %1 yet.</source>
        <translation>Intet fundament eller kolonne tager imod %1 endnu.</translation>
    </message>
    <message>
        <source>The %1 has nowhere to go.</source>
        <translation>Der er intet sted at lægge %1.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Language:</source>
        <translation>Sprog:</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Udseende</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Indstillinger</translation>
    </message>
    <message>
        <source>Auto play: a click plays a card where it fits</source>
        <translation>Automatisk spil: et klik spiller et kort, hvor det passer</translation>
    </message>
    <message>
        <source>Auto finish: play the last cards off by itself</source>
        <translation>Automatisk afslutning: spil de sidste kort af af sig selv</translation>
    </message>
    <message>
        <source>Show in the status bar whether the deal can still be won</source>
        <translation>Vis i statuslinjen, om givet stadig kan vindes</translation>
    </message>
    <message>
        <source>New deal deals only deals the solver can win</source>
        <translation>Nyt giv giver kun giv, som løseren kan vinde</translation>
    </message>
    <message>
        <source>Ask before abandoning a game in progress</source>
        <translation>Spørg, før et spil i gang opgives</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Fra</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Hurtig</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsom</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Animation:</source>
        <translation>Animation:</translation>
    </message>
    <message>
        <source>Golf: turn the corner (Ace and King are neighbours)</source>
        <translation>Golf: rundt om hjørnet (es og konge er naboer)</translation>
    </message>
    <message>
        <source>Golf: cards on a King</source>
        <translation>Golf: kort på en konge</translation>
    </message>
    <message>
        <source>Gloucestershire: free bouquet (every card plays)</source>
        <translation>Gloucestershire: fri buket (alle kort kan spilles)</translation>
    </message>
    <message>
        <source>Game variants</source>
        <translation>Spilvarianter</translation>
    </message>
    <message>
        <source>Variants take effect from the next deal.</source>
        <translation>Varianter gælder fra næste giv.</translation>
    </message>
    <message>
        <source>Choose a colour...</source>
        <translation>Vælg en farve...</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemets sprog</translation>
    </message>
    <message>
        <source>A new language takes effect when goodmeasure starts again.</source>
        <translation>Et nyt sprog gælder, når goodmeasure starter igen.</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Bordets farve:</translation>
    </message>
    <message>
        <source>Table surface:</source>
        <translation>Bordets overflade:</translation>
    </message>
    <message>
        <source>High contrast: a black table, cards outlined in white</source>
        <translation>Høj kontrast: sort bord, kort med hvid kant</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Kortbagside:</translation>
    </message>
    <message>
        <source>Preview of the card deck</source>
        <translation>Forhåndsvisning af kortspillet</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>Kortspil:</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Afspil lyde</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lydstyrke</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Lyd</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Lydstyrke:</translation>
    </message>
    <message>
        <source>Sound needs Qt Multimedia, which is not installed: install goodmeasure[sound] for sound.</source>
        <translation>Lyd kræver Qt Multimedia, som ikke er installeret: installer goodmeasure[sound] for at få lyd.</translation>
    </message>
    <message>
        <source>No sound: this computer has no audio output.</source>
        <translation>Ingen lyd: computeren har ingen lydudgang.</translation>
    </message>
    <message>
        <source>No sound: the audio output failed. Sound stays off until goodmeasure is restarted.</source>
        <translation>Ingen lyd: lydudgangen svigtede. Lyden er slået fra, indtil goodmeasure genstartes.</translation>
    </message>
    <message>
        <source>Custom (%1)</source>
        <translation>Tilpasset (%1)</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Bordets farve</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastaturgenveje</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Kommando</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Taster</translation>
    </message>
    <message>
        <source>On the table, arrows or Tab move between piles and Space or Enter picks up and puts down a card: How to play tells the rest.</source>
        <translation>På bordet flytter piletasterne eller Tab mellem bunkerne, og Mellemrum eller Enter tager et kort op og lægger det: Sådan spiller du fortæller resten.</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>%1, picked up</source>
        <translation>%1, taget op</translation>
    </message>
    <message>
        <source>%1, takes the %2</source>
        <translation>%1, tager imod %2</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Read the table</source>
        <translation>Læs bordet</translation>
    </message>
    <message>
        <source>Read the focused pile</source>
        <translation>Læs bunken med fokus</translation>
    </message>
    <message>
        <source>Read the foundations and score</source>
        <translation>Læs fundamenterne og pointene</translation>
    </message>
    <message>
        <source>Bed %1</source>
        <translation>Bed %1</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Kolonne %1</translation>
    </message>
    <message>
        <source>Foundation %1</source>
        <translation>Fundament %1</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>Affaldsbunke</translation>
    </message>
    <message>
        <source>Bouquet</source>
        <translation>Buket</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 kort</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n kort</numerusform>
            <numerusform>%n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>tom</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 på %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2 face down</source>
        <translation>%1, %2 med bagsiden op</translation>
    </message>
    <message>
        <source>%1, card %2 of %3: %4</source>
        <translation>%1, kort %2 af %3: %4</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1, %2 from the top: %3</source>
        <translation>%1, %2 fra toppen: %3</translation>
    </message>
    <message>
        <source>Picked up the %1.</source>
        <translation>Tog %1 op.</translation>
    </message>
    <message>
        <source>Put back the %1.</source>
        <translation>Lagde %1 tilbage.</translation>
    </message>
    <message>
        <source>The %1 does not go on %2.</source>
        <translation>Man kan ikke lægge %1 på %2.</translation>
    </message>
    <message>
        <source>The %1 cannot go to its foundation yet.</source>
        <translation>Man kan ikke lægge %1 på fundamentet endnu.</translation>
    </message>
    <message>
        <source>No card to pick up on %1.</source>
        <translation>Intet kort at tage op på %1.</translation>
    </message>
    <message>
        <source>Turned the %1 onto the waste.</source>
        <translation>Vendte %1 om på affaldsbunken.</translation>
    </message>
    <message>
        <source>%1 shows the %2.</source>
        <translation>%1 viser %2.</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1 er tom.</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Fortrudt: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Omgjort: %1</translation>
    </message>
    <message>
        <source>Back to the start of the deal.</source>
        <translation>Tilbage til givets start.</translation>
    </message>
    <message>
        <source>Back to move %1.</source>
        <translation>Tilbage til træk %1.</translation>
    </message>
    <message>
        <source>Auto finish plays the rest home.</source>
        <translation>Autoafslutning lægger resten på fundamenterne.</translation>
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
        <translation>kort på en konge</translation>
    </message>
    <message>
        <source>turn the corner</source>
        <translation>rundt om hjørnet</translation>
    </message>
    <message>
        <source>free bouquet</source>
        <translation>fri buket</translation>
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
        <translation>Spillede:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Vundne:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Sejrsandel:</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>Nuværende stime:</translation>
    </message>
    <message>
        <source>Best streak:</source>
        <translation>Bedste stime:</translation>
    </message>
    <message>
        <source>Fewest cards left:</source>
        <translation>Færrest kort tilbage:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Bedste point:</translation>
    </message>
    <message>
        <source>Fastest win:</source>
        <translation>Hurtigste sejr:</translation>
    </message>
    <message>
        <source>Fewest moves in a win:</source>
        <translation>Færrest træk i en sejr:</translation>
    </message>
    <message>
        <source>Not counted above:</source>
        <translation>Ikke talt med ovenfor:</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Dette spil</translation>
    </message>
    <message>
        <source>Positions opened from a file, and games in which the solver played a move, are not counted as played or won, and set no record.</source>
        <translation>Stillinger åbnet fra en fil og spil, hvor løseren spillede et træk, tælles ikke som spillede eller vundne og sætter ingen rekord.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Træk</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Daily deals</source>
        <translation>Daglige giv</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Nulstil...</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vundet</translation>
    </message>
    <message>
        <source>Not won</source>
        <translation>Ikke vundet</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Nulstil statistik</translation>
    </message>
    <message>
        <source>Forget all statistics of %1, daily results included?</source>
        <translation>Glem al statistik for %1, de daglige resultater medregnet?</translation>
    </message>
</context>
<context>
    <name>WelcomeBar</name>
    <message>
        <source>New here? %1 opens How to play; %2 shows a hint.</source>
        <translation>Ny her? %1 åbner Sådan spiller du; %2 viser et tip.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Sådan spiller du</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Luk</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Ace</source>
        <translation>es</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>knægt</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>konge</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>klør</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruder</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hjerter</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spar</translation>
    </message>
    <message>
        <source>turns a card from the stock</source>
        <translation>vender et kort fra talonen</translation>
    </message>
    <message>
        <source>moves the %1</source>
        <translation>flytter %1</translation>
    </message>
    <message>
        <source>but the game is lost either way</source>
        <translation>men spillet er tabt under alle omstændigheder</translation>
    </message>
    <message>
        <source>plays the %1 home</source>
        <translation>spiller %1 til fundamentet</translation>
    </message>
    <message>
        <source>frees the %1</source>
        <translation>frigør %1</translation>
    </message>
    <message>
        <source>empties column %2</source>
        <translation>tømmer kolonne %2</translation>
    </message>
    <message>
        <source>empties bed %2</source>
        <translation>tømmer bed %2</translation>
    </message>
    <message>
        <source>plays the %1 onto the waste</source>
        <translation>spiller %1 på affaldsbunken</translation>
    </message>
    <message>
        <source>brings the %1 back from its foundation</source>
        <translation>henter %1 tilbage fra fundamentet</translation>
    </message>
    <message>
        <source>plays the %1 from the bouquet</source>
        <translation>spiller %1 fra buketten</translation>
    </message>
    <message>
        <source>empties nothing, keeps options</source>
        <translation>tømmer intet, bevarer muligheder</translation>
    </message>
    <message>
        <source>the game is won</source>
        <translation>spillet er vundet</translation>
    </message>
    <message>
        <source>no legal move is left</source>
        <translation>intet gyldigt træk er tilbage</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>Your settings could not be read (%1), so the default settings are used.</source>
        <translation>Dine indstillinger kunne ikke læses (%1), så standardindstillingerne bruges.</translation>
    </message>
    <message>
        <source>Your statistics could not be read (%1), so they start from zero.</source>
        <translation>Din statistik kunne ikke læses (%1), så den starter fra nul.</translation>
    </message>
    <message>
        <source>The saved game could not be read (%1), so a new deal was started.</source>
        <translation>Det gemte spil kunne ikke læses (%1), så et nyt giv blev startet.</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>filen indeholder ikke tekst</translation>
    </message>
    <message>
        <source>it is nested too deeply</source>
        <translation>filen er indlejret for dybt</translation>
    </message>
    <message>
        <source>it is not valid JSON</source>
        <translation>filen er ikke gyldig JSON</translation>
    </message>
    <message>
        <source>it does not hold a JSON object</source>
        <translation>filen indeholder ikke et JSON-objekt</translation>
    </message>
    <message>
        <source>it has schema %1, expected %2</source>
        <translation>filen har skema %1, forventet var %2</translation>
    </message>
    <message>
        <source>it is far too large</source>
        <translation>filen er alt for stor</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>det er ikke en almindelig fil</translation>
    </message>
    <message>
        <source>it could not be opened (%1)</source>
        <translation>filen kunne ikke åbnes (%1)</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 er en fil, ikke en mappe</translation>
    </message>
    <message>
        <source>%1 is not a deal number of at most %2</source>
        <translation>%1 er ikke et givnummer på højst %2</translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <translation>%1 er ikke sand eller falsk</translation>
    </message>
    <message>
        <source>%1 is not a whole number of at least %2</source>
        <translation>%1 er ikke et heltal på mindst %2</translation>
    </message>
    <message>
        <source>%1 is not a number of seconds</source>
        <translation>%1 er ikke et antal sekunder</translation>
    </message>
    <message>
        <source>%1 is not a non-negative number of seconds</source>
        <translation>%1 er ikke et ikke-negativt antal sekunder</translation>
    </message>
    <message>
        <source>%1 is not text</source>
        <translation>%1 er ikke tekst</translation>
    </message>
    <message>
        <source>%1 is not a JSON object</source>
        <translation>%1 er ikke et JSON-objekt</translation>
    </message>
    <message>
        <source>%1 is not a list of text</source>
        <translation>%1 er ikke en liste af tekst</translation>
    </message>
    <message>
        <source>%1 is not a known game</source>
        <translation>%1 er ikke et kendt spil</translation>
    </message>
    <message>
        <source>%1 is not a date</source>
        <translation>%1 er ikke en dato</translation>
    </message>
    <message>
        <source>its cursor %1 is outside the %2 moves</source>
        <translation>markøren %1 ligger uden for de %2 træk</translation>
    </message>
    <message>
        <source>its moves do not replay (%1)</source>
        <translation>trækkene kan ikke afspilles igen (%1)</translation>
    </message>
    <message>
        <source>its deal is for a different game or options</source>
        <translation>givet hører til et andet spil eller andre valgmuligheder</translation>
    </message>
    <message>
        <source>its game counts contradict each other</source>
        <translation>spillets tællere modsiger hinanden</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Den beskadigede fil blev gemt som %1.</translation>
    </message>
    <message>
        <source>The damaged file could not be moved aside (%1).</source>
        <translation>Den beskadigede fil kunne ikke flyttes væk (%1).</translation>
    </message>
    <message>
        <source>Nothing can be saved until that file is moved or renamed.</source>
        <translation>Intet kan gemmes, før den fil er flyttet eller omdøbt.</translation>
    </message>
    <message>
        <source>Some settings were invalid and were reset: %1.</source>
        <translation>Nogle indstillinger var ugyldige og blev nulstillet: %1.</translation>
    </message>
    <message>
        <source>the daily results of %1</source>
        <translation>de daglige resultater fra %1</translation>
    </message>
    <message>
        <source>the %1 level of %2</source>
        <translation>niveauet %1 for %2</translation>
    </message>
    <message>
        <source>the levels of %1</source>
        <translation>niveauerne for %1</translation>
    </message>
    <message>
        <source>Some statistics could not be read and were left out: %1.</source>
        <translation>Noget af statistikken kunne ikke læses og blev udeladt: %1.</translation>
    </message>
</context>
</TS>
