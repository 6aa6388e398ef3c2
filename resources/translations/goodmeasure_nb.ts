<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb">
<context>
    <name>App</name>
    <message>
        <source>The position could not be opened: %1.</source>
        <extracomment>Another app runs on the same data folder and did not take the file.</extracomment>
        <translation>Stillingen kunne ikke åpnes: %1.</translation>
    </message>
    <message>
        <source>goodmeasure is already running with the same game folder (process %1) and does not answer. So as not to overwrite its game, nothing was opened. Close it, or end that process, and try again.</source>
        <translation>goodmeasure kjører allerede med samme spillmappe (prosess %1) og svarer ikke. For ikke å skrive over spillet der ble ingenting åpnet. Lukk det, eller avslutt den prosessen, og prøv igjen.</translation>
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
        <translation>Grønn filt</translation>
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
        <translation>Store indekser</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Fire farger</translation>
    </message>
    <message>
        <source>The deck&apos;s own</source>
        <translation>Kortstokkens egen</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Blått gitter</translation>
    </message>
    <message>
        <source>The card deck %1 is not installed, so the %2 deck is used.</source>
        <translation>Kortstokken %1 er ikke installert, så kortstokken %2 brukes.</translation>
    </message>
    <message>
        <source>The card back %1 is not installed, so the deck&apos;s own back is used.</source>
        <translation>Baksiden %1 er ikke installert, så kortstokkens egen bakside brukes.</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>Ensfarget</translation>
    </message>
    <message>
        <source>Felt</source>
        <translation>Filt</translation>
    </message>
    <message>
        <source>Spotlight</source>
        <translation>Lyskjegle</translation>
    </message>
</context>
<context>
    <name>Difficulty</name>
    <message>
        <source>Easy</source>
        <translation>Lett</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Middels</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Vanskelig</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;Lett</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Middels</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>&amp;Vanskelig</translation>
    </message>
    <message>
        <source>E&amp;xpert</source>
        <translation>&amp;Ekspert</translation>
    </message>
    <message>
        <source>Winnable deal of &amp;level</source>
        <translation>Spill som kan vinnes, etter n&amp;ivå</translation>
    </message>
    <message>
        <source>No deal of level %1 can be dealt: under the standard rule the solver has never found a Gloucestershire deal that can be won. Turn on the free bouquet in Settings for deals of every level.</source>
        <translation>Ingen spill på nivå %1 kan deles ut: etter standardregelen har løseren aldri funnet et Gloucestershire-spill som kan vinnes. Slå på fri bukett i Innstillinger for å få spill på alle nivåer.</translation>
    </message>
    <message>
        <source>The solver found no deal of level %1 this time; try again.</source>
        <translation>Løseren fant ikke noe spill på nivå %1 denne gangen; prøv igjen.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Level %1. %2</source>
        <translation>Nivå %1. %2</translation>
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
        <translation>snu et kort fra stokken</translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 til fundamentet</translation>
    </message>
    <message>
        <source>%1 onto the waste</source>
        <translation>%1 på kastebunken</translation>
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
        <translation>Vunnet</translation>
    </message>
    <message>
        <source>Thinking...</source>
        <translation>Tenker …</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Kan vinnes</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Tapt</translation>
    </message>
    <message>
        <source>Looking deeper...</source>
        <translation>Leter dypere …</translation>
    </message>
    <message>
        <source>Not yet known</source>
        <translation>Ikke avgjort ennå</translation>
    </message>
    <message>
        <source>Lost from the start</source>
        <translation>Tapt fra starten</translation>
    </message>
    <message>
        <source>Lost since move %1</source>
        <translation>Tapt siden trekk %1</translation>
    </message>
    <message>
        <source>Every card is home.</source>
        <translation>Alle kortene er lagt opp.</translation>
    </message>
    <message>
        <source>The solver is looking at this position.</source>
        <translation>Løseren ser på denne stillingen.</translation>
    </message>
    <message>
        <source>Thinking about a hint...</source>
        <translation>Tenker på et tips …</translation>
    </message>
    <message>
        <source>Looking for the last winnable position...</source>
        <translation>Leter etter siste stilling som kan vinnes …</translation>
    </message>
    <message>
        <source>This position can still be won: there is nothing to undo.</source>
        <translation>Denne stillingen kan fortsatt vinnes: det er ingenting å angre.</translation>
    </message>
    <message>
        <source>The solver has found a winning line from here.</source>
        <translation>Løseren har funnet en vinnende vei herfra.</translation>
    </message>
    <message>
        <source>The solver proves that no win is left.</source>
        <translation>Løseren beviser at ingen seier er mulig lenger.</translation>
    </message>
    <message>
        <source>The solver could not decide this position at once and is looking further.</source>
        <translation>Løseren kunne ikke avgjøre denne stillingen med en gang og leter videre.</translation>
    </message>
    <message>
        <source>The solver could not decide this position within its budget.</source>
        <translation>Løseren kunne ikke avgjøre denne stillingen innenfor rammene sine.</translation>
    </message>
    <message>
        <source>The solver proves this deal cannot be won.</source>
        <translation>Løseren beviser at dette spillet ikke kan vinnes.</translation>
    </message>
    <message>
        <source>Position after move %1 is the first the solver proves lost.</source>
        <translation>Stillingen etter trekk %1 er den første løseren beviser tapt.</translation>
    </message>
    <message>
        <source>No earlier position is proven winnable.</source>
        <translation>Ingen tidligere stilling er bevist å kunne vinnes.</translation>
    </message>
    <message>
        <source>No legal move is left.</source>
        <translation>Ingen lovlige trekk igjen.</translation>
    </message>
    <message>
        <source>Hint: %1%2. It leads to a win.</source>
        <translation>Tips: %1%2. Det fører til seier.</translation>
    </message>
    <message>
        <source>Suggestion: %1%2.</source>
        <translation>Forslag: %1%2.</translation>
    </message>
    <message>
        <source>This deal is lost</source>
        <translation>Dette spillet er tapt</translation>
    </message>
    <message>
        <source>The solver proves that this deal cannot be won, whatever is played.</source>
        <translation>Løseren beviser at dette spillet ikke kan vinnes, uansett hvordan det spilles.</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nytt spill</translation>
    </message>
    <message>
        <source>This position is lost</source>
        <translation>Denne stillingen er tapt</translation>
    </message>
    <message>
        <source>The solver proves that no win is left from here. You can go back to the last position it can still win from.</source>
        <translation>Løseren beviser at ingen seier er mulig herfra. Du kan gå tilbake til siste stilling den fortsatt kan vinne fra.</translation>
    </message>
    <message>
        <source>Undo to the last winnable position</source>
        <translation>Angre til siste stilling som kan vinnes</translation>
    </message>
    <message>
        <source>Only a suggestion (no win proven): %1%2.</source>
        <translation>Forslag: %1%2. Ingen seier er bevist.</translation>
    </message>
    <message>
        <source>This game is won: every card is home.</source>
        <translation>Dette spillet er vunnet: alle kortene er lagt opp.</translation>
    </message>
    <message>
        <source>The solver is working on a solution...</source>
        <translation>Løseren arbeider med en løsning …</translation>
    </message>
    <message>
        <source>The solver is still looking for a winning line...</source>
        <translation>Løseren leter fortsatt etter en vinnende vei …</translation>
    </message>
    <message>
        <source>The solver has no winning line from here to show.</source>
        <translation>Løseren har ingen vinnende vei å vise herfra.</translation>
    </message>
</context>
<context>
    <name>HowTo</name>
    <message>
        <source>&lt;h3&gt;Playing with the mouse and keys&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Spill med mus og tastatur&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost column that takes it. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dra et fritt kort til en bunke: bunkene som tar imot det, lyser opp. Med Autospill på legger et klikk kortet på fundamentet hvis det passer der, ellers på kolonnen lengst til venstre som tar imot det. Med Autospill av plukker et klikk opp et kort, og et klikk på en bunke legger det ned. Et dobbeltklikk sender et kort til fundamentet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost bed that takes it, and onto an empty bed only when no other bed does. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dra et fritt kort til en bunke: bunkene som tar imot det, lyser opp. Med Autospill på legger et klikk kortet på fundamentet hvis det passer der, ellers på bedet lengst til venstre som tar imot det, og på et tomt bed bare når ikke noe annet bed gjør det. Med Autospill av plukker et klikk opp et kort, og et klikk på en bunke legger det ned. Et dobbeltklikk sender et kort til fundamentet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a column&apos;s top card onto the waste: the waste lights up when it takes it. With Auto play on, a click plays the card onto the waste if it fits. With Auto play off, a click picks a card up and a click on the waste puts it down. A click on the stock turns its next card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dra det øverste kortet i en kolonne til kastebunken: kastebunken lyser opp når den tar imot det. Med Autospill på legger et klikk kortet på kastebunken hvis det passer. Med Autospill av plukker et klikk opp et kort, og et klikk på kastebunken legger det ned. Et klikk på stokken snur neste kort.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down, F or Shift+Enter sends a card home, Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Taster: piltastene eller Tab flytter mellom bunkene, mellomrom eller Enter plukker opp og legger ned, F eller Shift+Enter sender et kort til fundamentet, Ctrl+Z angrer, Ctrl+Shift+Z gjør om, H gir et tips.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down (on the stock, turns a card), Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Taster: piltastene eller Tab flytter mellom bunkene, mellomrom eller Enter plukker opp og legger ned (på stokken snur det et kort), Ctrl+Z angrer, Ctrl+Shift+Z gjør om, H gir et tips.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the foundations and the score. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Med skjermleser: T leser hele bordet, P leser bunken med fokus ovenfra, S leser fundamentene og poengene. Hvert trekk, hver angring og hvert tips leses opp med en gang.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the waste and the cards left. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Med skjermleser: T leser hele bordet, P leser bunken med fokus ovenfra, S leser kastebunken og kortene som er igjen. Hvert trekk, hver angring og hvert tips leses opp med en gang.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With the free bouquet, Left and Right choose a bouquet card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Med fri bukett velger venstre og høyre piltast et kort i buketten.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Good Measure&lt;/h2&gt;&lt;p&gt;One deck. Two Aces start on the foundations straight away; the other 50 cards lie face up in ten columns of five, with every King moved to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the four foundations up by suit from Ace to King. Only the top card of a column moves, one at a time: home to its foundation, or onto a column whose top card is one rank higher, whatever the suit (any 7 on any 8).&lt;/p&gt;&lt;p&gt;A column that empties stays empty. There is no stock and no free cell, so plan ahead: every card is in view from the start. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Good Measure&lt;/h2&gt;&lt;p&gt;Én kortstokk. To ess begynner på fundamentene med en gang; de andre 50 kortene ligger med billedsiden opp i ti kolonner på fem, med hver konge flyttet til bunnen av kolonnen sin.&lt;/p&gt;&lt;p&gt;Bygg de fire fundamentene opp i farge fra ess til konge. Bare det øverste kortet i en kolonne kan flyttes, ett om gangen: opp på fundamentet, eller på en kolonne der det øverste kortet er én verdi høyere, uansett farge (hvilken som helst 7 på hvilken som helst 8).&lt;/p&gt;&lt;p&gt;En kolonne som tømmes, forblir tom. Det er ingen stokk og ingen ledige celler, så planlegg på forhånd: alle kortene er synlige fra starten. Du vinner når alle 52 kortene er lagt opp.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Baker&apos;s Dozen&lt;/h2&gt;&lt;p&gt;One deck, dealt face up into thirteen columns of four. Before play begins every King goes to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the foundations up by suit from Ace to King. Move the top card of a column home, or onto a column whose top card is one rank higher in any suit.&lt;/p&gt;&lt;p&gt;An empty column is never filled again. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Baker&apos;s Dozen&lt;/h2&gt;&lt;p&gt;Én kortstokk, delt ut med billedsiden opp i tretten kolonner på fire. Før spillet begynner, flyttes hver konge til bunnen av kolonnen sin.&lt;/p&gt;&lt;p&gt;Bygg fundamentene opp i farge fra ess til konge. Flytt det øverste kortet i en kolonne opp på fundamentet, eller på en kolonne der det øverste kortet er én verdi høyere, i hvilken som helst farge.&lt;/p&gt;&lt;p&gt;En tom kolonne fylles aldri igjen. Du vinner når alle 52 kortene er lagt opp.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Seven columns of five cards lie face up; the other 17 cards are the stock. The waste starts empty, and any card may start it.&lt;/p&gt;&lt;p&gt;Play the top card of a column onto the waste when it is one rank above or below the waste&apos;s top card, suit ignored. Click the stock to turn its next card onto the waste; the stock is used once.&lt;/p&gt;&lt;p&gt;Options (Settings): &lt;i&gt;turn the corner&lt;/i&gt; lets Ace and King follow each other; &lt;i&gt;cards on a King&lt;/i&gt; lets a Queen (and with the corner an Ace) go on a King.&lt;/p&gt;&lt;p&gt;Clear all 35 column cards to win. The fewer cards you leave, the better.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Sju kolonner på fem kort ligger med billedsiden opp; de andre 17 kortene er stokken. Kastebunken begynner tom, og hvilket som helst kort kan starte den.&lt;/p&gt;&lt;p&gt;Legg det øverste kortet i en kolonne på kastebunken når det er én verdi over eller under kastebunkens øverste kort, uansett farge. Klikk på stokken for å snu neste kort over på kastebunken; stokken brukes bare én gang.&lt;/p&gt;&lt;p&gt;Valg (Innstillinger): &lt;i&gt;rundt hjørnet&lt;/i&gt; lar ess og konge følge hverandre; &lt;i&gt;kort på konge&lt;/i&gt; lar en dame (og med hjørnet et ess) legges på en konge.&lt;/p&gt;&lt;p&gt;Rydd alle de 35 kortene i kolonnene for å vinne. Jo færre kort du lar ligge, desto bedre.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Gloucestershire&lt;/h2&gt;&lt;p&gt;Two decks. Eight beds are dealt face up with 3 to 10 cards; the other 52 cards form the bouquet, fanned out along the bottom, of which only the top card (the rightmost) plays.&lt;/p&gt;&lt;p&gt;Any Ace starts a foundation, but each foundation has its own suit. It climbs from Ace to King, then the suit&apos;s second Ace follows and it climbs to King again.&lt;/p&gt;&lt;p&gt;On the beds build down in alternating colours; a King may go on an Ace. Any card fills an empty bed, and a foundation&apos;s top card may come back onto a bed.&lt;/p&gt;&lt;p&gt;With the &lt;i&gt;free bouquet&lt;/i&gt; option every bouquet card plays. You win when all 104 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Gloucestershire&lt;/h2&gt;&lt;p&gt;To kortstokker. Åtte bed deles ut med billedsiden opp, med 3 til 10 kort; de andre 52 kortene danner buketten, vifter langs bunnen, der bare det øverste kortet (det lengst til høyre) kan spilles.&lt;/p&gt;&lt;p&gt;Hvilket som helst ess starter et fundament, men hvert fundament har sin egen farge. Det bygges fra ess til konge, deretter følger fargens andre ess, og det bygges til konge igjen.&lt;/p&gt;&lt;p&gt;På bedene bygges det nedover, annenhver rød og svart; en konge kan legges på et ess. Hvilket som helst kort kan fylle et tomt bed, og det øverste kortet på et fundament kan flyttes tilbake til et bed.&lt;/p&gt;&lt;p&gt;Med valget &lt;i&gt;fri bukett&lt;/i&gt; kan alle kortene i buketten spilles. Du vinner når alle 104 kortene er lagt opp.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>LevelStatistics</name>
    <message>
        <source>By difficulty (winnable and daily deals)</source>
        <translation>Etter vanskelighetsgrad (spill som kan vinnes og dagens spill)</translation>
    </message>
    <message>
        <source>Fewest cards left</source>
        <translation>Færrest kort igjen</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Beste poengsum</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivå</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Spilt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunnet</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New deal</source>
        <translation>&amp;Nytt spill</translation>
    </message>
    <message>
        <source>&amp;Winnable deal</source>
        <translation>Spill som kan &amp;vinnes</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>&amp;Dagens spill</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Start på nytt</translation>
    </message>
    <message>
        <source>Deal n&amp;umber...</source>
        <translation>Spillnu&amp;mmer …</translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation>S&amp;tatistikk …</translation>
    </message>
    <message>
        <source>&amp;Open position...</source>
        <translation>&amp;Åpne stilling …</translation>
    </message>
    <message>
        <source>&amp;Save position...</source>
        <translation>&amp;Lagre stilling …</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avslutt</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Angre</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gjør om</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tips</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>&amp;Vis løsning</translation>
    </message>
    <message>
        <source>Solution s&amp;tep</source>
        <translation>Løsnings&amp;steg</translation>
    </message>
    <message>
        <source>Undo to last &amp;winnable position</source>
        <translation>Angre til siste stilling som &amp;kan vinnes</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;Innstillinger …</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Slik spiller du</translation>
    </message>
    <message>
        <source>&amp;About goodmeasure</source>
        <translation>&amp;Om goodmeasure</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastatursnarveier</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Fullskjerm</translation>
    </message>
    <message>
        <source>Good &amp;Measure</source>
        <translation>&amp;Good Measure</translation>
    </message>
    <message>
        <source>&amp;Baker&apos;s Dozen</source>
        <translation>&amp;Baker&apos;s Dozen</translation>
    </message>
    <message>
        <source>&amp;Golf</source>
        <translation>G&amp;olf</translation>
    </message>
    <message>
        <source>Glou&amp;cestershire</source>
        <translation>Glou&amp;cestershire</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spill</translation>
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
        <translation>&amp;Innstillinger</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjelp</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>Gloucestershire&apos;s standard rule, where only the bouquet&apos;s top card plays, is almost never winnable: the solver proves nearly every deal lost. With the free bouquet every bouquet card plays, and many deals can be won.</source>
        <translation>Gloucestershire etter standardregelen, der bare det øverste kortet i buketten kan spilles, kan nesten aldri vinnes: løseren beviser nesten alle spill tapt. Med fri bukett kan alle kortene i buketten spilles, og mange spill kan vinnes.</translation>
    </message>
    <message>
        <source>The switch deals a new free-bouquet deal now; Settings can undo it.</source>
        <translation>Byttet deler ut et nytt spill med fri bukett nå; det kan angres i Innstillinger.</translation>
    </message>
    <message>
        <source>Switch to the free bouquet</source>
        <translation>Bytt til fri bukett</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Lukk</translation>
    </message>
    <message>
        <source>The free bouquet applies from the next deal.</source>
        <translation>Fri bukett gjelder fra neste spill.</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Spillnummer</translation>
    </message>
    <message>
        <source>Play deal number (%1):</source>
        <translation>Spill nummer (%1):</translation>
    </message>
    <message>
        <source>Under the standard rule, where only the bouquet&apos;s top card plays, the solver has never found a Gloucestershire deal that can be won: it proves nearly every deal lost. Turn on the free bouquet in Settings for deals it can win.</source>
        <translation>Etter standardregelen, der bare det øverste kortet i buketten kan spilles, har løseren aldri funnet et Gloucestershire-spill som kan vinnes: den beviser nesten alle spill tapt. Slå på fri bukett i Innstillinger for spill den kan vinne.</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win...</source>
        <translation>Leter etter et spill løseren kan vinne …</translation>
    </message>
    <message>
        <source>The solver could not prove a deal winnable this time.</source>
        <translation>Løseren kunne ikke bevise at et spill kan vinnes denne gangen.</translation>
    </message>
    <message>
        <source>Here is an ordinary deal instead; it may not be winnable.</source>
        <translation>Her er et vanlig spill i stedet; det kan hende det ikke kan vinnes.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file, and the solver played a move.</source>
        <translation>Telles ikke i statistikken: stillingen kom fra en fil, og løseren spilte et trekk.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file.</source>
        <translation>Telles ikke i statistikken: stillingen kom fra en fil.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the solver played a move.</source>
        <translation>Telles ikke i statistikken: løseren spilte et trekk.</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nytt spill</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Du vant!</translation>
    </message>
    <message>
        <source>Undo a move or start a new deal.</source>
        <translation>Angre et trekk eller start et nytt spill.</translation>
    </message>
    <message>
        <source>Cards left: %1</source>
        <translation>Kort igjen: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Angre</translation>
    </message>
    <message>
        <source>Undo to last winnable position</source>
        <translation>Angre til siste stilling som kan vinnes</translation>
    </message>
    <message>
        <source>No move left</source>
        <translation>Ingen trekk igjen</translation>
    </message>
    <message>
        <source>Open position</source>
        <translation>Åpne stilling</translation>
    </message>
    <message>
        <source>Positions (*.deal);;All files (*)</source>
        <translation>Stillinger (*.deal);;Alle filer (*)</translation>
    </message>
    <message>
        <source>The position could not be opened: %1. Your game is unchanged.</source>
        <translation>Stillingen kunne ikke åpnes: %1. Spillet ditt er uendret.</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Lagre stilling</translation>
    </message>
    <message>
        <source>The position could not be saved: %1.</source>
        <translation>Stillingen kunne ikke lagres: %1.</translation>
    </message>
    <message>
        <source>Position saved to %1</source>
        <translation>Stillingen ble lagret i %1</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Slik spiller du</translation>
    </message>
    <message>
        <source>About goodmeasure</source>
        <translation>Om goodmeasure</translation>
    </message>
    <message>
        <source>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;Good Measure, Baker&apos;s Dozen, Golf and Gloucestershire: patience games of planning, with a solver that knows which deals can be won.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;Good Measure, Baker&apos;s Dozen, Golf og Gloucestershire: kabaler som krever planlegging, med en løser som vet hvilke spill som kan vinnes.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Code and the Blue lattice card back: MIT licence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Koden og kortbaksiden «Blått gitter»: MIT-lisens.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1: Adrian Kennard&apos;s playing cards (www.me.uk/cards), public domain under CC0 1.0.</source>
        <translation>%1: Adrian Kennards spillkort (www.me.uk/cards), allemannseie under CC0 1.0.</translation>
    </message>
    <message>
        <source>%1: drawn for goodmeasure by its developers, public domain under CC0 1.0.</source>
        <translation>%1: tegnet for goodmeasure av utviklerne, allemannseie under CC0 1.0.</translation>
    </message>
    <message>
        <source>Card decks:</source>
        <translation>Kortstokker:</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1)?</source>
        <translation>Vil du gi opp spillet som pågår (trekk gjort: %1)?</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1) to open %2?</source>
        <translation>Vil du gi opp spillet som pågår (trekk gjort: %1) for å åpne %2?</translation>
    </message>
    <message>
        <source>It will count as a lost game.</source>
        <translation>Det teller som et tapt spill.</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Gi opp spillet?</translation>
    </message>
    <message>
        <source>&amp;Abandon game</source>
        <translation>&amp;Gi opp spillet</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Fortsett å spille</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>Ikke spør igjen</translation>
    </message>
    <message>
        <source>Settings not saved: %s</source>
        <translation>Innstillingene ble ikke lagret: %s</translation>
    </message>
    <message numerus="yes">
        <source>All columns cleared in %n moves, time %1.</source>
        <translation>
            <numerusform>Alle kolonnene ryddet på %n trekk, tid&#xa0;%1.</numerusform>
            <numerusform>Alle kolonnene ryddet på %n trekk, tid&#xa0;%1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1 in %n moves, time %2.</source>
        <translation>
            <numerusform>%1 poeng på %n trekk, tid %2.</numerusform>
            <numerusform>%1 poeng på %n trekk, tid %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is a file, not a folder.</source>
        <translation>Innstillingene kunne ikke lagres: %1 er en fil, ikke en mappe.</translation>
    </message>
    <message>
        <source>Settings could not be saved: permission denied in %1.</source>
        <translation>Innstillingene kunne ikke lagres: ingen skrivetilgang i %1.</translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is on a read-only disk.</source>
        <translation>Innstillingene kunne ikke lagres: %1 ligger på en skrivebeskyttet disk.</translation>
    </message>
    <message>
        <source>Settings could not be saved: the disk holding %1 is full.</source>
        <translation>Innstillingene kunne ikke lagres: disken med %1 er full.</translation>
    </message>
    <message>
        <source>Settings could not be saved in %1 (%2).</source>
        <translation>Innstillingene kunne ikke lagres i %1 (%2).</translation>
    </message>
    <message>
        <source>Daily deal %1</source>
        <translation>Dagens spill %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Spill %1</translation>
    </message>
    <message>
        <source>Deal from a file</source>
        <translation>Spill fra en fil</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Trekk: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tid: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Poeng: %1</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>Avslutt fullskjerm</translation>
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
        <translation>Spillet ditt kunne ikke lagres; det blir ikke gjenopptatt hvis goodmeasure stopper.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved.</source>
        <translation>Statistikken din kunne ikke lagres.</translation>
    </message>
    <message>
        <source>The finished game could not be cleared.</source>
        <translation>Det ferdige spillet kunne ikke fjernes.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>The %1 does not go on the %2.</source>
        <translation>Kan ikke legge %1 på %2.</translation>
    </message>
    <message>
        <source>No foundation takes the %1 yet.</source>
        <translation>Ingen fundament tar imot %1 ennå.</translation>
    </message>
    <message>
        <source>An empty column stays empty in this game.</source>
        <translation>En tom kolonne forblir tom i dette spillet.</translation>
    </message>
    <message>
        <source>No foundation or bed takes the %1 yet.</source>
        <translation>Ingen fundament eller bed tar imot %1 ennå.</translation>
    </message>
    <message>
        <source>No foundation or column takes the %1 yet.</source>
        <translation>Ingen fundament eller kolonne tar imot %1 ennå.</translation>
    </message>
    <message>
        <source>The %1 has nowhere to go.</source>
        <translation>Ingen plass for %1.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Language:</source>
        <translation>Språk:</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Utseende</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Innstillinger</translation>
    </message>
    <message>
        <source>Auto play: a click plays a card where it fits</source>
        <translation>Autospill: et klikk legger et kort der det passer</translation>
    </message>
    <message>
        <source>Auto finish: play the last cards off by itself</source>
        <translation>Autofullfør: spill ut de siste kortene av seg selv</translation>
    </message>
    <message>
        <source>Show in the status bar whether the deal can still be won</source>
        <translation>Vis i statuslinjen om spillet fortsatt kan vinnes</translation>
    </message>
    <message>
        <source>New deal deals only deals the solver can win</source>
        <translation>Nytt spill deler bare ut spill løseren kan vinne</translation>
    </message>
    <message>
        <source>Ask before abandoning a game in progress</source>
        <translation>Spør før et spill som pågår, gis opp</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Av</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rask</translation>
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
        <translation>Spill</translation>
    </message>
    <message>
        <source>Animation:</source>
        <translation>Animasjon:</translation>
    </message>
    <message>
        <source>Golf: turn the corner (Ace and King are neighbours)</source>
        <translation>Golf: rundt hjørnet (ess og konge er naboer)</translation>
    </message>
    <message>
        <source>Golf: cards on a King</source>
        <translation>Golf: kort på konge</translation>
    </message>
    <message>
        <source>Gloucestershire: free bouquet (every card plays)</source>
        <translation>Gloucestershire: fri bukett (alle kortene kan spilles)</translation>
    </message>
    <message>
        <source>Game variants</source>
        <translation>Spillvarianter</translation>
    </message>
    <message>
        <source>Variants take effect from the next deal.</source>
        <translation>Variantene gjelder fra neste spill.</translation>
    </message>
    <message>
        <source>Choose a colour...</source>
        <translation>Velg en farge …</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemets språk</translation>
    </message>
    <message>
        <source>A new language takes effect when goodmeasure starts again.</source>
        <translation>Et nytt språk tas i bruk når goodmeasure startes på nytt.</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Bordfarge:</translation>
    </message>
    <message>
        <source>Table surface:</source>
        <translation>Bordflate:</translation>
    </message>
    <message>
        <source>High contrast: a black table, cards outlined in white</source>
        <translation>Høy kontrast: svart bord, kort med hvit kant</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Kortbakside:</translation>
    </message>
    <message>
        <source>Preview of the card deck</source>
        <translation>Forhåndsvisning av kortstokken</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>Kortstokk:</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Spill av lyder</translation>
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
        <translation>Lyd trenger Qt Multimedia, som ikke er installert: installer goodmeasure[sound] for lyd.</translation>
    </message>
    <message>
        <source>No sound: this computer has no audio output.</source>
        <translation>Ingen lyd: datamaskinen har ingen lydutgang.</translation>
    </message>
    <message>
        <source>No sound: the audio output failed. Sound stays off until goodmeasure is restarted.</source>
        <translation>Ingen lyd: lydutgangen sviktet. Lyden er av til goodmeasure startes på nytt.</translation>
    </message>
    <message>
        <source>Custom (%1)</source>
        <translation>Egendefinert (%1)</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Bordfarge</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastatursnarveier</translation>
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
        <translation>På bordet flytter piltastene eller Tab mellom bunkene, og mellomrom eller Enter plukker opp og legger ned et kort: Slik spiller du forklarer resten.</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>%1, picked up</source>
        <translation>%1, tatt opp</translation>
    </message>
    <message>
        <source>%1, takes the %2</source>
        <translation>%1, tar imot %2</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Read the table</source>
        <translation>Les bordet</translation>
    </message>
    <message>
        <source>Read the focused pile</source>
        <translation>Les bunken med fokus</translation>
    </message>
    <message>
        <source>Read the foundations and score</source>
        <translation>Les fundamentene og poengene</translation>
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
        <translation>Stokk</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>Kastebunke</translation>
    </message>
    <message>
        <source>Bouquet</source>
        <translation>Bukett</translation>
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
        <translation>%1, %2 med baksiden opp</translation>
    </message>
    <message>
        <source>%1, card %2 of %3: %4</source>
        <translation>%1, kort %2 av %3: %4</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1, %2 from the top: %3</source>
        <translation>%1, %2 ovenfra: %3</translation>
    </message>
    <message>
        <source>Picked up the %1.</source>
        <translation>Tok opp %1.</translation>
    </message>
    <message>
        <source>Put back the %1.</source>
        <translation>La tilbake %1.</translation>
    </message>
    <message>
        <source>The %1 does not go on %2.</source>
        <translation>Kan ikke legge %1 på %2.</translation>
    </message>
    <message>
        <source>The %1 cannot go to its foundation yet.</source>
        <translation>Kan ikke legge %1 på fundamentet ennå.</translation>
    </message>
    <message>
        <source>No card to pick up on %1.</source>
        <translation>Ingen kort å ta opp på %1.</translation>
    </message>
    <message>
        <source>Turned the %1 onto the waste.</source>
        <translation>Snudde %1 over på kastebunken.</translation>
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
        <translation>Angret: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Gjort om: %1</translation>
    </message>
    <message>
        <source>Back to the start of the deal.</source>
        <translation>Tilbake til starten av spillet.</translation>
    </message>
    <message>
        <source>Back to move %1.</source>
        <translation>Tilbake til trekk %1.</translation>
    </message>
    <message>
        <source>Auto finish plays the rest home.</source>
        <translation>Autofullfør legger resten på fundamentene.</translation>
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
        <translation>kort på konge</translation>
    </message>
    <message>
        <source>turn the corner</source>
        <translation>rundt hjørnet</translation>
    </message>
    <message>
        <source>free bouquet</source>
        <translation>fri bukett</translation>
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
        <translation>Spilt:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Vunnet:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Vinnprosent:</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>Nåværende rekke:</translation>
    </message>
    <message>
        <source>Best streak:</source>
        <translation>Beste rekke:</translation>
    </message>
    <message>
        <source>Fewest cards left:</source>
        <translation>Færrest kort igjen:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Beste poengsum:</translation>
    </message>
    <message>
        <source>Fastest win:</source>
        <translation>Raskeste seier:</translation>
    </message>
    <message>
        <source>Fewest moves in a win:</source>
        <translation>Færrest trekk i en seier:</translation>
    </message>
    <message>
        <source>Not counted above:</source>
        <translation>Ikke talt med ovenfor:</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistikk</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Dette spillet</translation>
    </message>
    <message>
        <source>Positions opened from a file, and games in which the solver played a move, are not counted as played or won, and set no record.</source>
        <translation>Stillinger åpnet fra en fil, og spill der løseren spilte et trekk, telles ikke som spilt eller vunnet og setter ingen rekord.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Trekk</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Daily deals</source>
        <translation>Dagens spill</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Nullstill …</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunnet</translation>
    </message>
    <message>
        <source>Not won</source>
        <translation>Ikke vunnet</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Nullstill statistikk</translation>
    </message>
    <message>
        <source>Forget all statistics of %1, daily results included?</source>
        <translation>Glemme all statistikk for %1, også resultatene fra dagens spill?</translation>
    </message>
</context>
<context>
    <name>WelcomeBar</name>
    <message>
        <source>New here? %1 opens How to play; %2 shows a hint.</source>
        <translation>Ny her? %1 åpner Slik spiller du; %2 viser et tips.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Slik spiller du</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Lukk</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Ace</source>
        <translation>ess</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>knekt</translation>
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
        <translation>kløver</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruter</translation>
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
        <translation>snur et kort fra stokken</translation>
    </message>
    <message>
        <source>moves the %1</source>
        <translation>flytter %1</translation>
    </message>
    <message>
        <source>but the game is lost either way</source>
        <translation>men spillet er tapt uansett</translation>
    </message>
    <message>
        <source>plays the %1 home</source>
        <translation>legger %1 på fundamentet</translation>
    </message>
    <message>
        <source>frees the %1</source>
        <translation>frigjør %1</translation>
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
        <translation>legger %1 på kastebunken</translation>
    </message>
    <message>
        <source>brings the %1 back from its foundation</source>
        <translation>henter %1 tilbake fra fundamentet</translation>
    </message>
    <message>
        <source>plays the %1 from the bouquet</source>
        <translation>spiller %1 fra buketten</translation>
    </message>
    <message>
        <source>empties nothing, keeps options</source>
        <translation>tømmer ingenting, holder mulighetene åpne</translation>
    </message>
    <message>
        <source>the game is won</source>
        <translation>spillet er vunnet</translation>
    </message>
    <message>
        <source>no legal move is left</source>
        <translation>ingen lovlige trekk igjen</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>Your settings could not be read (%1), so the default settings are used.</source>
        <translation>Innstillingene dine kunne ikke leses (%1), så standardinnstillingene brukes.</translation>
    </message>
    <message>
        <source>Your statistics could not be read (%1), so they start from zero.</source>
        <translation>Statistikken din kunne ikke leses (%1), så den begynner fra null.</translation>
    </message>
    <message>
        <source>The saved game could not be read (%1), so a new deal was started.</source>
        <translation>Det lagrede spillet kunne ikke leses (%1), så et nytt spill ble startet.</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>filen inneholder ikke tekst</translation>
    </message>
    <message>
        <source>it is nested too deeply</source>
        <translation>filen er nøstet for dypt</translation>
    </message>
    <message>
        <source>it is not valid JSON</source>
        <translation>filen er ikke gyldig JSON</translation>
    </message>
    <message>
        <source>it does not hold a JSON object</source>
        <translation>filen inneholder ikke et JSON-objekt</translation>
    </message>
    <message>
        <source>it has schema %1, expected %2</source>
        <translation>filen har skjema %1, forventet %2</translation>
    </message>
    <message>
        <source>it is far too large</source>
        <translation>filen er altfor stor</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>det er ikke en vanlig fil</translation>
    </message>
    <message>
        <source>it could not be opened (%1)</source>
        <translation>filen kunne ikke åpnes (%1)</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 er en fil, ikke en mappe</translation>
    </message>
    <message>
        <source>%1 is not a deal number of at most %2</source>
        <translation>%1 er ikke et spillnummer på høyst %2</translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <translation>%1 er ikke sann eller usann</translation>
    </message>
    <message>
        <source>%1 is not a whole number of at least %2</source>
        <translation>%1 er ikke et heltall på minst %2</translation>
    </message>
    <message>
        <source>%1 is not a number of seconds</source>
        <translation>%1 er ikke et antall sekunder</translation>
    </message>
    <message>
        <source>%1 is not a non-negative number of seconds</source>
        <translation>%1 er ikke et ikke-negativt antall sekunder</translation>
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
        <translation>%1 er ikke en liste med tekst</translation>
    </message>
    <message>
        <source>%1 is not a known game</source>
        <translation>%1 er ikke et kjent spill</translation>
    </message>
    <message>
        <source>%1 is not a date</source>
        <translation>%1 er ikke en dato</translation>
    </message>
    <message>
        <source>its cursor %1 is outside the %2 moves</source>
        <translation>markøren %1 ligger utenfor de %2 trekkene</translation>
    </message>
    <message>
        <source>its moves do not replay (%1)</source>
        <translation>trekkene lar seg ikke spille av på nytt (%1)</translation>
    </message>
    <message>
        <source>its deal is for a different game or options</source>
        <translation>spillet hører til et annet spill eller andre valg</translation>
    </message>
    <message>
        <source>its game counts contradict each other</source>
        <translation>spilltallene motsier hverandre</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Den skadde filen ble tatt vare på som %1.</translation>
    </message>
    <message>
        <source>The damaged file could not be moved aside (%1).</source>
        <translation>Den skadde filen kunne ikke flyttes unna (%1).</translation>
    </message>
    <message>
        <source>Nothing can be saved until that file is moved or renamed.</source>
        <translation>Ingenting kan lagres før den filen er flyttet eller har fått nytt navn.</translation>
    </message>
    <message>
        <source>Some settings were invalid and were reset: %1.</source>
        <translation>Noen innstillinger var ugyldige og ble tilbakestilt: %1.</translation>
    </message>
    <message>
        <source>the daily results of %1</source>
        <translation>resultatene fra dagens spill %1</translation>
    </message>
    <message>
        <source>the %1 level of %2</source>
        <translation>nivået %1 for %2</translation>
    </message>
    <message>
        <source>the levels of %1</source>
        <translation>nivåene for %1</translation>
    </message>
    <message>
        <source>Some statistics could not be read and were left out: %1.</source>
        <translation>Noe av statistikken kunne ikke leses og ble utelatt: %1.</translation>
    </message>
</context>
</TS>
