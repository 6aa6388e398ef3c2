<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv">
<context>
    <name>App</name>
    <message>
        <source>The position could not be opened: %1.</source>
        <extracomment>Another app runs on the same data folder and did not take the file.</extracomment>
        <translation>Ställningen kunde inte öppnas: %1.</translation>
    </message>
    <message>
        <source>goodmeasure is already running with the same game folder (process %1) and does not answer. So as not to overwrite its game, nothing was opened. Close it, or end that process, and try again.</source>
        <translation>goodmeasure körs redan med samma spelmapp (process %1) och svarar inte. För att inte skriva över dess spel öppnades ingenting. Stäng det, eller avsluta den processen, och försök igen.</translation>
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
        <translation>Grön filt</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Röd</translation>
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
        <translation>Stort index</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Fyra färger</translation>
    </message>
    <message>
        <source>The deck&apos;s own</source>
        <translation>Kortlekens egen</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Blått gitter</translation>
    </message>
    <message>
        <source>The card deck %1 is not installed, so the %2 deck is used.</source>
        <translation>Kortleken %1 är inte installerad, så kortleken %2 används.</translation>
    </message>
    <message>
        <source>The card back %1 is not installed, so the deck&apos;s own back is used.</source>
        <translation>Kortbaksidan %1 är inte installerad, så kortlekens egen baksida används.</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>Slät</translation>
    </message>
    <message>
        <source>Felt</source>
        <translation>Filt</translation>
    </message>
    <message>
        <source>Spotlight</source>
        <translation>Strålkastare</translation>
    </message>
</context>
<context>
    <name>Difficulty</name>
    <message>
        <source>Easy</source>
        <translation>Lätt</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Svår</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;Lätt</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Medel</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>&amp;Svår</translation>
    </message>
    <message>
        <source>E&amp;xpert</source>
        <translation>&amp;Expert</translation>
    </message>
    <message>
        <source>Winnable deal of &amp;level</source>
        <translation>Vinnbar giv på niv&amp;å</translation>
    </message>
    <message>
        <source>No deal of level %1 can be dealt: under the standard rule the solver has never found a Gloucestershire deal that can be won. Turn on the free bouquet in Settings for deals of every level.</source>
        <translation>Ingen giv på nivå %1 kan ges: med standardregeln har lösaren aldrig hittat en vinnbar giv i Gloucestershire. Slå på fri bukett i Inställningar för givar på alla nivåer.</translation>
    </message>
    <message>
        <source>The solver found no deal of level %1 this time; try again.</source>
        <translation>Lösaren hittade ingen giv på nivå %1 den här gången; försök igen.</translation>
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
        <translation>vänd ett kort från talongen</translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 till grundhögen</translation>
    </message>
    <message>
        <source>%1 onto the waste</source>
        <translation>%1 till kasthögen</translation>
    </message>
    <message>
        <source>%1 onto bed %2</source>
        <translation>%1 till rabatt %2</translation>
    </message>
    <message>
        <source>%1 onto column %2</source>
        <translation>%1 till kolumn %2</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunnen</translation>
    </message>
    <message>
        <source>Thinking...</source>
        <translation>Tänker...</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Vinnbar</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Förlorad</translation>
    </message>
    <message>
        <source>Looking deeper...</source>
        <translation>Söker djupare...</translation>
    </message>
    <message>
        <source>Not yet known</source>
        <translation>Ännu okänt</translation>
    </message>
    <message>
        <source>Lost from the start</source>
        <translation>Förlorad från start</translation>
    </message>
    <message>
        <source>Lost since move %1</source>
        <translation>Förlorad sedan drag %1</translation>
    </message>
    <message>
        <source>Every card is home.</source>
        <translation>Alla kort ligger på grundhögarna.</translation>
    </message>
    <message>
        <source>The solver is looking at this position.</source>
        <translation>Lösaren undersöker den här ställningen.</translation>
    </message>
    <message>
        <source>Thinking about a hint...</source>
        <translation>Tänker ut ett tips...</translation>
    </message>
    <message>
        <source>Looking for the last winnable position...</source>
        <translation>Söker den senaste vinnbara ställningen...</translation>
    </message>
    <message>
        <source>This position can still be won: there is nothing to undo.</source>
        <translation>Den här ställningen kan fortfarande vinnas: det finns inget att ångra.</translation>
    </message>
    <message>
        <source>The solver has found a winning line from here.</source>
        <translation>Lösaren har hittat en vinnande väg härifrån.</translation>
    </message>
    <message>
        <source>The solver proves that no win is left.</source>
        <translation>Lösaren bevisar att ingen vinst återstår.</translation>
    </message>
    <message>
        <source>The solver could not decide this position at once and is looking further.</source>
        <translation>Lösaren kunde inte avgöra ställningen direkt och söker vidare.</translation>
    </message>
    <message>
        <source>The solver could not decide this position within its budget.</source>
        <translation>Lösaren kunde inte avgöra ställningen inom sin budget.</translation>
    </message>
    <message>
        <source>The solver proves this deal cannot be won.</source>
        <translation>Lösaren bevisar att den här given inte kan vinnas.</translation>
    </message>
    <message>
        <source>Position after move %1 is the first the solver proves lost.</source>
        <translation>Ställningen efter drag %1 är den första som lösaren bevisar förlorad.</translation>
    </message>
    <message>
        <source>No earlier position is proven winnable.</source>
        <translation>Ingen tidigare ställning är bevisat vinnbar.</translation>
    </message>
    <message>
        <source>No legal move is left.</source>
        <translation>Inget tillåtet drag återstår.</translation>
    </message>
    <message>
        <source>Hint: %1%2. It leads to a win.</source>
        <translation>Tips: %1%2. Leder till vinst.</translation>
    </message>
    <message>
        <source>Suggestion: %1%2.</source>
        <translation>Förslag: %1%2.</translation>
    </message>
    <message>
        <source>This deal is lost</source>
        <translation>Den här given är förlorad</translation>
    </message>
    <message>
        <source>The solver proves that this deal cannot be won, whatever is played.</source>
        <translation>Lösaren bevisar att den här given inte kan vinnas, vad som än spelas.</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Ny giv</translation>
    </message>
    <message>
        <source>This position is lost</source>
        <translation>Den här ställningen är förlorad</translation>
    </message>
    <message>
        <source>The solver proves that no win is left from here. You can go back to the last position it can still win from.</source>
        <translation>Lösaren bevisar att ingen vinst återstår härifrån. Du kan gå tillbaka till den senaste ställning som den fortfarande kan vinna från.</translation>
    </message>
    <message>
        <source>Undo to the last winnable position</source>
        <translation>Ångra till senaste vinnbara ställning</translation>
    </message>
    <message>
        <source>Only a suggestion (no win proven): %1%2.</source>
        <translation>Bara ett förslag (ingen bevisad vinst): %1%2.</translation>
    </message>
    <message>
        <source>This game is won: every card is home.</source>
        <translation>Spelet är vunnet: alla kort ligger på grundhögarna.</translation>
    </message>
    <message>
        <source>The solver is working on a solution...</source>
        <translation>Lösaren arbetar på en lösning...</translation>
    </message>
    <message>
        <source>The solver is still looking for a winning line...</source>
        <translation>Lösaren söker fortfarande en vinnande väg...</translation>
    </message>
    <message>
        <source>The solver has no winning line from here to show.</source>
        <translation>Lösaren har ingen vinnande väg att visa härifrån.</translation>
    </message>
</context>
<context>
    <name>HowTo</name>
    <message>
        <source>&lt;h3&gt;Playing with the mouse and keys&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Spela med mus och tangentbord&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost column that takes it. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dra ett fritt kort till en hög: högarna som tar emot det lyser upp. Med automatiskt spel på spelar ett klick kortet till grundhögen om det passar där, annars till den vänstraste kolumnen som tar emot det. Med automatiskt spel av tar ett klick upp ett kort och ett klick på en hög lägger ner det. Ett dubbelklick skickar ett kort till grundhögen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost bed that takes it, and onto an empty bed only when no other bed does. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dra ett fritt kort till en hög: högarna som tar emot det lyser upp. Med automatiskt spel på spelar ett klick kortet till grundhögen om det passar där, annars till den vänstraste rabatten som tar emot det, och till en tom rabatt bara när ingen annan rabatt gör det. Med automatiskt spel av tar ett klick upp ett kort och ett klick på en hög lägger ner det. Ett dubbelklick skickar ett kort till grundhögen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a column&apos;s top card onto the waste: the waste lights up when it takes it. With Auto play on, a click plays the card onto the waste if it fits. With Auto play off, a click picks a card up and a click on the waste puts it down. A click on the stock turns its next card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dra det översta kortet i en kolumn till kasthögen: kasthögen lyser upp när den tar emot det. Med automatiskt spel på spelar ett klick kortet till kasthögen om det passar. Med automatiskt spel av tar ett klick upp ett kort och ett klick på kasthögen lägger ner det. Ett klick på talongen vänder dess nästa kort.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down, F or Shift+Enter sends a card home, Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tangenter: piltangenterna eller Tab flyttar mellan högarna, Mellanslag eller Enter tar upp och lägger ner, F eller Skift+Enter skickar ett kort till grundhögen, Ctrl+Z ångrar, Ctrl+Skift+Z gör om, H ber om ett tips.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down (on the stock, turns a card), Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tangenter: piltangenterna eller Tab flyttar mellan högarna, Mellanslag eller Enter tar upp och lägger ner (på talongen vänder det ett kort), Ctrl+Z ångrar, Ctrl+Skift+Z gör om, H ber om ett tips.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the foundations and the score. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Med en skärmläsare: T läser upp hela bordet, P läser den markerade högen uppifrån, S läser grundhögarna och poängen. Varje drag, ångrat drag och tips läses upp direkt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the waste and the cards left. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Med en skärmläsare: T läser upp hela bordet, P läser den markerade högen uppifrån, S läser kasthögen och korten som är kvar. Varje drag, ångrat drag och tips läses upp direkt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With the free bouquet, Left and Right choose a bouquet card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Med fri bukett väljer Vänster och Höger ett kort i buketten.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Good Measure&lt;/h2&gt;&lt;p&gt;One deck. Two Aces start on the foundations straight away; the other 50 cards lie face up in ten columns of five, with every King moved to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the four foundations up by suit from Ace to King. Only the top card of a column moves, one at a time: home to its foundation, or onto a column whose top card is one rank higher, whatever the suit (any 7 on any 8).&lt;/p&gt;&lt;p&gt;A column that empties stays empty. There is no stock and no free cell, so plan ahead: every card is in view from the start. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Good Measure&lt;/h2&gt;&lt;p&gt;En kortlek. Två ess börjar direkt på grundhögarna; de övriga 50 korten ligger med framsidan upp i tio kolumner om fem, och varje kung flyttas till botten av sin kolumn.&lt;/p&gt;&lt;p&gt;Bygg de fyra grundhögarna uppåt i färg från ess till kung. Bara det översta kortet i en kolumn flyttas, ett i taget: till sin grundhög, eller till en kolumn vars översta kort är ett steg högre, oavsett färg (vilken 7:a som helst på vilken 8:a som helst).&lt;/p&gt;&lt;p&gt;En kolumn som töms förblir tom. Det finns ingen talong och ingen fri cell, så planera i förväg: alla kort syns från början. Du vinner när alla 52 kort ligger på grundhögarna.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Baker&apos;s Dozen&lt;/h2&gt;&lt;p&gt;One deck, dealt face up into thirteen columns of four. Before play begins every King goes to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the foundations up by suit from Ace to King. Move the top card of a column home, or onto a column whose top card is one rank higher in any suit.&lt;/p&gt;&lt;p&gt;An empty column is never filled again. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Baker&apos;s Dozen&lt;/h2&gt;&lt;p&gt;En kortlek, given med framsidan upp i tretton kolumner om fyra. Innan spelet börjar flyttas varje kung till botten av sin kolumn.&lt;/p&gt;&lt;p&gt;Bygg grundhögarna uppåt i färg från ess till kung. Flytta det översta kortet i en kolumn till grundhögen, eller till en kolumn vars översta kort är ett steg högre, i vilken färg som helst.&lt;/p&gt;&lt;p&gt;En tom kolumn fylls aldrig igen. Du vinner när alla 52 kort ligger på grundhögarna.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Seven columns of five cards lie face up; the other 17 cards are the stock. The waste starts empty, and any card may start it.&lt;/p&gt;&lt;p&gt;Play the top card of a column onto the waste when it is one rank above or below the waste&apos;s top card, suit ignored. Click the stock to turn its next card onto the waste; the stock is used once.&lt;/p&gt;&lt;p&gt;Options (Settings): &lt;i&gt;turn the corner&lt;/i&gt; lets Ace and King follow each other; &lt;i&gt;cards on a King&lt;/i&gt; lets a Queen (and with the corner an Ace) go on a King.&lt;/p&gt;&lt;p&gt;Clear all 35 column cards to win. The fewer cards you leave, the better.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Sju kolumner med fem kort ligger med framsidan upp; de övriga 17 korten är talongen. Kasthögen börjar tom, och vilket kort som helst kan inleda den.&lt;/p&gt;&lt;p&gt;Spela det översta kortet i en kolumn till kasthögen när det är ett steg över eller under kasthögens översta kort, oavsett färg. Klicka på talongen för att vända dess nästa kort till kasthögen; talongen används en gång.&lt;/p&gt;&lt;p&gt;Alternativ (Inställningar): &lt;i&gt;runt hörnet&lt;/i&gt; låter ess och kung följa på varandra; &lt;i&gt;kort på en kung&lt;/i&gt; låter en dam (och med hörnet ett ess) läggas på en kung.&lt;/p&gt;&lt;p&gt;Röj alla 35 korten i kolumnerna för att vinna. Ju färre kort du lämnar, desto bättre.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Gloucestershire&lt;/h2&gt;&lt;p&gt;Two decks. Eight beds are dealt face up with 3 to 10 cards; the other 52 cards form the bouquet, fanned out along the bottom, of which only the top card (the rightmost) plays.&lt;/p&gt;&lt;p&gt;Any Ace starts a foundation, but each foundation has its own suit. It climbs from Ace to King, then the suit&apos;s second Ace follows and it climbs to King again.&lt;/p&gt;&lt;p&gt;On the beds build down in alternating colours; a King may go on an Ace. Any card fills an empty bed, and a foundation&apos;s top card may come back onto a bed.&lt;/p&gt;&lt;p&gt;With the &lt;i&gt;free bouquet&lt;/i&gt; option every bouquet card plays. You win when all 104 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Gloucestershire&lt;/h2&gt;&lt;p&gt;Två kortlekar. Åtta rabatter ges med framsidan upp med 3 till 10 kort; de övriga 52 korten bildar buketten, utbredd längs nederkanten, där bara det översta kortet (det högra) kan spelas.&lt;/p&gt;&lt;p&gt;Vilket ess som helst inleder en grundhög, men varje grundhög har sin egen färg. Den byggs från ess till kung, sedan följer färgens andra ess och den byggs till kung igen.&lt;/p&gt;&lt;p&gt;På rabatterna byggs nedåt i växlande färger; en kung får läggas på ett ess. Vilket kort som helst fyller en tom rabatt, och en grundhögs översta kort får komma tillbaka till en rabatt.&lt;/p&gt;&lt;p&gt;Med alternativet &lt;i&gt;fri bukett&lt;/i&gt; kan alla kort i buketten spelas. Du vinner när alla 104 kort ligger på grundhögarna.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>LevelStatistics</name>
    <message>
        <source>By difficulty (winnable and daily deals)</source>
        <translation>Efter svårighetsgrad (vinnbara och dagliga givar)</translation>
    </message>
    <message>
        <source>Fewest cards left</source>
        <translation>Minst antal kort kvar</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Bästa poäng</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivå</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Spelade</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunna</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New deal</source>
        <translation>&amp;Ny giv</translation>
    </message>
    <message>
        <source>&amp;Winnable deal</source>
        <translation>&amp;Vinnbar giv</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>&amp;Dagens giv</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Starta &amp;om</translation>
    </message>
    <message>
        <source>Deal n&amp;umber...</source>
        <translation>Givn&amp;ummer...</translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation>S&amp;tatistik...</translation>
    </message>
    <message>
        <source>&amp;Open position...</source>
        <translation>&amp;Öppna ställning...</translation>
    </message>
    <message>
        <source>&amp;Save position...</source>
        <translation>&amp;Spara ställning...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ångra</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gör om</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tips</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>Visa &amp;lösning</translation>
    </message>
    <message>
        <source>Solution s&amp;tep</source>
        <translation>Ett &amp;steg i lösningen</translation>
    </message>
    <message>
        <source>Undo to last &amp;winnable position</source>
        <translation>Ångra till senaste &amp;vinnbara ställning</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;Inställningar...</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Så spelar du</translation>
    </message>
    <message>
        <source>&amp;About goodmeasure</source>
        <translation>&amp;Om goodmeasure</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Kortkommandon</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Helskärm</translation>
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
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Redigera</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visa</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Inställningar</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Gloucestershire&apos;s standard rule, where only the bouquet&apos;s top card plays, is almost never winnable: the solver proves nearly every deal lost. With the free bouquet every bouquet card plays, and many deals can be won.</source>
        <translation>Gloucestershires standardregel, där bara bukettens översta kort kan spelas, går nästan aldrig att vinna: lösaren bevisar att nästan varje giv är förlorad. Med fri bukett kan alla kort i buketten spelas, och många givar kan vinnas.</translation>
    </message>
    <message>
        <source>The switch deals a new free-bouquet deal now; Settings can undo it.</source>
        <translation>Bytet ger en ny giv med fri bukett nu; Inställningar kan ångra det.</translation>
    </message>
    <message>
        <source>Switch to the free bouquet</source>
        <translation>Byt till fri bukett</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>The free bouquet applies from the next deal.</source>
        <translation>Fri bukett gäller från nästa giv.</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Givnummer</translation>
    </message>
    <message>
        <source>Play deal number (%1):</source>
        <translation>Spela giv nummer (%1):</translation>
    </message>
    <message>
        <source>Under the standard rule, where only the bouquet&apos;s top card plays, the solver has never found a Gloucestershire deal that can be won: it proves nearly every deal lost. Turn on the free bouquet in Settings for deals it can win.</source>
        <translation>Med standardregeln, där bara bukettens översta kort kan spelas, har lösaren aldrig hittat en vinnbar giv i Gloucestershire: den bevisar att nästan varje giv är förlorad. Slå på fri bukett i Inställningar för givar som den kan vinna.</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win...</source>
        <translation>Söker en giv som lösaren kan vinna...</translation>
    </message>
    <message>
        <source>The solver could not prove a deal winnable this time.</source>
        <translation>Lösaren kunde inte bevisa en giv vinnbar den här gången.</translation>
    </message>
    <message>
        <source>Here is an ordinary deal instead; it may not be winnable.</source>
        <translation>Här är en vanlig giv i stället; den kanske inte går att vinna.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file, and the solver played a move.</source>
        <translation>Räknas inte i statistiken: ställningen kom från en fil, och lösaren spelade ett drag.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file.</source>
        <translation>Räknas inte i statistiken: ställningen kom från en fil.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the solver played a move.</source>
        <translation>Räknas inte i statistiken: lösaren spelade ett drag.</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Ny giv</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Du vann!</translation>
    </message>
    <message>
        <source>Undo a move or start a new deal.</source>
        <translation>Ångra ett drag eller börja en ny giv.</translation>
    </message>
    <message>
        <source>Cards left: %1</source>
        <translation>Kort kvar: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ångra</translation>
    </message>
    <message>
        <source>Undo to last winnable position</source>
        <translation>Ångra till senaste vinnbara ställning</translation>
    </message>
    <message>
        <source>No move left</source>
        <translation>Inga drag kvar</translation>
    </message>
    <message>
        <source>Open position</source>
        <translation>Öppna ställning</translation>
    </message>
    <message>
        <source>Positions (*.deal);;All files (*)</source>
        <translation>Ställningar (*.deal);;Alla filer (*)</translation>
    </message>
    <message>
        <source>The position could not be opened: %1. Your game is unchanged.</source>
        <translation>Ställningen kunde inte öppnas: %1. Ditt spel är oförändrat.</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Spara ställning</translation>
    </message>
    <message>
        <source>The position could not be saved: %1.</source>
        <translation>Ställningen kunde inte sparas: %1.</translation>
    </message>
    <message>
        <source>Position saved to %1</source>
        <translation>Ställningen sparades i %1</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Så spelar du</translation>
    </message>
    <message>
        <source>About goodmeasure</source>
        <translation>Om goodmeasure</translation>
    </message>
    <message>
        <source>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;Good Measure, Baker&apos;s Dozen, Golf and Gloucestershire: patience games of planning, with a solver that knows which deals can be won.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;Good Measure, Baker&apos;s Dozen, Golf och Gloucestershire: patienser som kräver planering, med en lösare som vet vilka givar som kan vinnas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Code and the Blue lattice card back: MIT licence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Koden och kortbaksidan Blått gitter: MIT-licens.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1: Adrian Kennard&apos;s playing cards (www.me.uk/cards), public domain under CC0 1.0.</source>
        <translation>%1: Adrian Kennards spelkort (www.me.uk/cards), allmän egendom under CC0 1.0.</translation>
    </message>
    <message>
        <source>%1: drawn for goodmeasure by its developers, public domain under CC0 1.0.</source>
        <translation>%1: ett eget verk av goodmeasures utvecklare, allmän egendom under CC0 1.0.</translation>
    </message>
    <message>
        <source>Card decks:</source>
        <translation>Kortlekar:</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1)?</source>
        <translation>Ge upp spelet som pågår (gjorda drag: %1)?</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1) to open %2?</source>
        <translation>Ge upp spelet som pågår (gjorda drag: %1) för att öppna %2?</translation>
    </message>
    <message>
        <source>It will count as a lost game.</source>
        <translation>Det räknas som ett förlorat spel.</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Ge upp spelet?</translation>
    </message>
    <message>
        <source>&amp;Abandon game</source>
        <translation>&amp;Ge upp spelet</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Fortsätt spela</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>Fråga inte igen</translation>
    </message>
    <message>
        <source>Settings not saved: %s</source>
        <translation>Inställningarna sparades inte: %s</translation>
    </message>
    <message numerus="yes">
        <source>All columns cleared in %n moves, time %1.</source>
        <translation>
            <numerusform>Alla kolumner röjda på %n drag, tid %1.</numerusform>
            <numerusform>Alla kolumner röjda på %n drag, tid %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1 in %n moves, time %2.</source>
        <translation>
            <numerusform>Poäng %1 på %n drag, tid %2.</numerusform>
            <numerusform>Poäng %1 på %n drag, tid %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is a file, not a folder.</source>
        <translation>Inställningarna kunde inte sparas: %1 är en fil, inte en mapp.</translation>
    </message>
    <message>
        <source>Settings could not be saved: permission denied in %1.</source>
        <translation>Inställningarna kunde inte sparas: åtkomst nekad i %1.</translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is on a read-only disk.</source>
        <translation>Inställningarna kunde inte sparas: %1 ligger på en skrivskyddad disk.</translation>
    </message>
    <message>
        <source>Settings could not be saved: the disk holding %1 is full.</source>
        <translation>Inställningarna kunde inte sparas: disken med %1 är full.</translation>
    </message>
    <message>
        <source>Settings could not be saved in %1 (%2).</source>
        <translation>Inställningarna kunde inte sparas i %1 (%2).</translation>
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
        <translation>Giv från fil</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Drag: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tid: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Poäng: %1</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>Lämna helskärm</translation>
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
        <translation>Ditt spel kunde inte sparas; det återupptas inte om goodmeasure avslutas.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved.</source>
        <translation>Din statistik kunde inte sparas.</translation>
    </message>
    <message>
        <source>The finished game could not be cleared.</source>
        <translation>Det avslutade spelet kunde inte rensas.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>The %1 does not go on the %2.</source>
        <translation>Det går inte att lägga %1 på %2.</translation>
    </message>
    <message>
        <source>No foundation takes the %1 yet.</source>
        <translation>Ingen grundhög tar emot %1 än.</translation>
    </message>
    <message>
        <source>An empty column stays empty in this game.</source>
        <translation>I det här spelet förblir en tom kolumn tom.</translation>
    </message>
    <message>
        <source>No foundation or bed takes the %1 yet.</source>
        <translation>Ingen grundhög eller rabatt tar emot %1 än.</translation>
    </message>
    <message>
        <source>No foundation or column takes the %1 yet.</source>
        <translation>Ingen grundhög eller kolumn tar emot %1 än.</translation>
    </message>
    <message>
        <source>The %1 has nowhere to go.</source>
        <translation>Det finns ingenstans att lägga %1.</translation>
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
        <translation>Inställningar</translation>
    </message>
    <message>
        <source>Auto play: a click plays a card where it fits</source>
        <translation>Automatiskt spel: ett klick spelar ett kort dit det passar</translation>
    </message>
    <message>
        <source>Auto finish: play the last cards off by itself</source>
        <translation>Automatiskt avslut: spela av de sista korten av sig självt</translation>
    </message>
    <message>
        <source>Show in the status bar whether the deal can still be won</source>
        <translation>Visa i statusfältet om given fortfarande kan vinnas</translation>
    </message>
    <message>
        <source>New deal deals only deals the solver can win</source>
        <translation>Ny giv ger bara givar som lösaren kan vinna</translation>
    </message>
    <message>
        <source>Ask before abandoning a game in progress</source>
        <translation>Fråga innan ett pågående spel ges upp</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Av</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snabb</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Långsam</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Animation:</source>
        <translation>Animering:</translation>
    </message>
    <message>
        <source>Golf: turn the corner (Ace and King are neighbours)</source>
        <translation>Golf: runt hörnet (ess och kung är grannar)</translation>
    </message>
    <message>
        <source>Golf: cards on a King</source>
        <translation>Golf: kort på en kung</translation>
    </message>
    <message>
        <source>Gloucestershire: free bouquet (every card plays)</source>
        <translation>Gloucestershire: fri bukett (alla kort kan spelas)</translation>
    </message>
    <message>
        <source>Game variants</source>
        <translation>Spelvarianter</translation>
    </message>
    <message>
        <source>Variants take effect from the next deal.</source>
        <translation>Varianter gäller från nästa giv.</translation>
    </message>
    <message>
        <source>Choose a colour...</source>
        <translation>Välj en färg...</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemets språk</translation>
    </message>
    <message>
        <source>A new language takes effect when goodmeasure starts again.</source>
        <translation>Ett nytt språk gäller när goodmeasure startas igen.</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Bordets färg:</translation>
    </message>
    <message>
        <source>Table surface:</source>
        <translation>Bordets yta:</translation>
    </message>
    <message>
        <source>High contrast: a black table, cards outlined in white</source>
        <translation>Hög kontrast: svart bord, kort med vit kant</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Kortbaksida:</translation>
    </message>
    <message>
        <source>Preview of the card deck</source>
        <translation>Förhandsvisning av kortleken</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>Kortlek:</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Spela ljud</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volym</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ljud</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Volym:</translation>
    </message>
    <message>
        <source>Sound needs Qt Multimedia, which is not installed: install goodmeasure[sound] for sound.</source>
        <translation>Ljud kräver Qt Multimedia, som inte är installerat: installera goodmeasure[sound] för ljud.</translation>
    </message>
    <message>
        <source>No sound: this computer has no audio output.</source>
        <translation>Inget ljud: den här datorn har ingen ljudutgång.</translation>
    </message>
    <message>
        <source>No sound: the audio output failed. Sound stays off until goodmeasure is restarted.</source>
        <translation>Inget ljud: ljudutgången slutade fungera. Ljudet är av tills goodmeasure startas om.</translation>
    </message>
    <message>
        <source>Custom (%1)</source>
        <translation>Egen (%1)</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Bordets färg</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Kortkommandon</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Kommando</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tangenter</translation>
    </message>
    <message>
        <source>On the table, arrows or Tab move between piles and Space or Enter picks up and puts down a card: How to play tells the rest.</source>
        <translation>På bordet flyttar piltangenterna eller Tab mellan högarna, och Mellanslag eller Enter tar upp och lägger ner ett kort: Så spelar du berättar resten.</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>%1, picked up</source>
        <translation>%1, kortet är upplockat</translation>
    </message>
    <message>
        <source>%1, takes the %2</source>
        <translation>%1, tar emot %2</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Spelbord</translation>
    </message>
    <message>
        <source>Read the table</source>
        <translation>Läs upp bordet</translation>
    </message>
    <message>
        <source>Read the focused pile</source>
        <translation>Läs upp markerad hög</translation>
    </message>
    <message>
        <source>Read the foundations and score</source>
        <translation>Läs upp grundhögar och poäng</translation>
    </message>
    <message>
        <source>Bed %1</source>
        <translation>Rabatt %1</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Kolumn %1</translation>
    </message>
    <message>
        <source>Foundation %1</source>
        <translation>Grundhög %1</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Talong</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>Kasthög</translation>
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
        <translation>%1, %2 med baksidan upp</translation>
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
        <translation>%1, %2 uppifrån: %3</translation>
    </message>
    <message>
        <source>Picked up the %1.</source>
        <translation>Plockade upp %1.</translation>
    </message>
    <message>
        <source>Put back the %1.</source>
        <translation>Lade tillbaka %1.</translation>
    </message>
    <message>
        <source>The %1 does not go on %2.</source>
        <translation>Det går inte att lägga %1 på %2.</translation>
    </message>
    <message>
        <source>The %1 cannot go to its foundation yet.</source>
        <translation>Det går inte att lägga %1 på grundhögen än.</translation>
    </message>
    <message>
        <source>No card to pick up on %1.</source>
        <translation>Inget kort att plocka upp på %1.</translation>
    </message>
    <message>
        <source>Turned the %1 onto the waste.</source>
        <translation>Vände upp %1 på kasthögen.</translation>
    </message>
    <message>
        <source>%1 shows the %2.</source>
        <translation>%1 visar nu %2.</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1 är tom.</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Ångrat: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Gjort om: %1</translation>
    </message>
    <message>
        <source>Back to the start of the deal.</source>
        <translation>Tillbaka till givens början.</translation>
    </message>
    <message>
        <source>Back to move %1.</source>
        <translation>Tillbaka till drag %1.</translation>
    </message>
    <message>
        <source>Auto finish plays the rest home.</source>
        <translation>Automatiskt avslut spelar resten till grundhögarna.</translation>
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
        <translation>kort på en kung</translation>
    </message>
    <message>
        <source>turn the corner</source>
        <translation>runt hörnet</translation>
    </message>
    <message>
        <source>free bouquet</source>
        <translation>fri bukett</translation>
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
        <translation>Spelade:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Vunna:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Vinstandel:</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>Nuvarande svit:</translation>
    </message>
    <message>
        <source>Best streak:</source>
        <translation>Bästa svit:</translation>
    </message>
    <message>
        <source>Fewest cards left:</source>
        <translation>Minst antal kort kvar:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Bästa poäng:</translation>
    </message>
    <message>
        <source>Fastest win:</source>
        <translation>Snabbaste vinst:</translation>
    </message>
    <message>
        <source>Fewest moves in a win:</source>
        <translation>Minst antal drag i en vinst:</translation>
    </message>
    <message>
        <source>Not counted above:</source>
        <translation>Inte räknade ovan:</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Det här spelet</translation>
    </message>
    <message>
        <source>Positions opened from a file, and games in which the solver played a move, are not counted as played or won, and set no record.</source>
        <translation>Ställningar som öppnats från en fil, och spel där lösaren spelade ett drag, räknas inte som spelade eller vunna och sätter inga rekord.</translation>
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
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Drag</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Daily deals</source>
        <translation>Dagliga givar</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Nollställ...</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunnet</translation>
    </message>
    <message>
        <source>Not won</source>
        <translation>Inte vunnet</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Nollställ statistik</translation>
    </message>
    <message>
        <source>Forget all statistics of %1, daily results included?</source>
        <translation>Glöm all statistik för %1, dagsresultaten inräknade?</translation>
    </message>
</context>
<context>
    <name>WelcomeBar</name>
    <message>
        <source>New here? %1 opens How to play; %2 shows a hint.</source>
        <translation>Ny här? %1 öppnar Så spelar du; %2 visar ett tips.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Så spelar du</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Stäng</translation>
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
        <translation>dam</translation>
    </message>
    <message>
        <source>King</source>
        <translation>kung</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>klöver</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruter</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hjärter</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spader</translation>
    </message>
    <message>
        <source>turns a card from the stock</source>
        <translation>vänder ett kort från talongen</translation>
    </message>
    <message>
        <source>moves the %1</source>
        <translation>flyttar %1</translation>
    </message>
    <message>
        <source>but the game is lost either way</source>
        <translation>men spelet är förlorat i vilket fall som helst</translation>
    </message>
    <message>
        <source>plays the %1 home</source>
        <translation>spelar %1 till grundhögen</translation>
    </message>
    <message>
        <source>frees the %1</source>
        <translation>frigör %1</translation>
    </message>
    <message>
        <source>empties column %2</source>
        <translation>tömmer kolumn %2</translation>
    </message>
    <message>
        <source>empties bed %2</source>
        <translation>tömmer rabatt %2</translation>
    </message>
    <message>
        <source>plays the %1 onto the waste</source>
        <translation>spelar %1 till kasthögen</translation>
    </message>
    <message>
        <source>brings the %1 back from its foundation</source>
        <translation>tar tillbaka %1 från grundhögen</translation>
    </message>
    <message>
        <source>plays the %1 from the bouquet</source>
        <translation>spelar %1 från buketten</translation>
    </message>
    <message>
        <source>empties nothing, keeps options</source>
        <translation>tömmer inget, behåller möjligheter</translation>
    </message>
    <message>
        <source>the game is won</source>
        <translation>spelet är vunnet</translation>
    </message>
    <message>
        <source>no legal move is left</source>
        <translation>inget tillåtet drag återstår</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>Your settings could not be read (%1), so the default settings are used.</source>
        <translation>Dina inställningar kunde inte läsas (%1), så standardinställningarna används.</translation>
    </message>
    <message>
        <source>Your statistics could not be read (%1), so they start from zero.</source>
        <translation>Din statistik kunde inte läsas (%1), så den börjar om från noll.</translation>
    </message>
    <message>
        <source>The saved game could not be read (%1), so a new deal was started.</source>
        <translation>Det sparade spelet kunde inte läsas (%1), så en ny giv startades.</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>filen innehåller ingen text</translation>
    </message>
    <message>
        <source>it is nested too deeply</source>
        <translation>filen är för djupt nästlad</translation>
    </message>
    <message>
        <source>it is not valid JSON</source>
        <translation>filen är inte giltig JSON</translation>
    </message>
    <message>
        <source>it does not hold a JSON object</source>
        <translation>filen innehåller inget JSON-objekt</translation>
    </message>
    <message>
        <source>it has schema %1, expected %2</source>
        <translation>filen har schema %1, väntat var %2</translation>
    </message>
    <message>
        <source>it is far too large</source>
        <translation>filen är alldeles för stor</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>det är inte en vanlig fil</translation>
    </message>
    <message>
        <source>it could not be opened (%1)</source>
        <translation>filen kunde inte öppnas (%1)</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 är en fil, inte en mapp</translation>
    </message>
    <message>
        <source>%1 is not a deal number of at most %2</source>
        <translation>%1 är inte ett givnummer på högst %2</translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <translation>%1 är inte sant eller falskt</translation>
    </message>
    <message>
        <source>%1 is not a whole number of at least %2</source>
        <translation>%1 är inte ett heltal på minst %2</translation>
    </message>
    <message>
        <source>%1 is not a number of seconds</source>
        <translation>%1 är inte ett antal sekunder</translation>
    </message>
    <message>
        <source>%1 is not a non-negative number of seconds</source>
        <translation>%1 är inte ett icke-negativt antal sekunder</translation>
    </message>
    <message>
        <source>%1 is not text</source>
        <translation>%1 är inte text</translation>
    </message>
    <message>
        <source>%1 is not a JSON object</source>
        <translation>%1 är inte ett JSON-objekt</translation>
    </message>
    <message>
        <source>%1 is not a list of text</source>
        <translation>%1 är inte en lista med text</translation>
    </message>
    <message>
        <source>%1 is not a known game</source>
        <translation>%1 är inte ett känt spel</translation>
    </message>
    <message>
        <source>%1 is not a date</source>
        <translation>%1 är inte ett datum</translation>
    </message>
    <message>
        <source>its cursor %1 is outside the %2 moves</source>
        <translation>markören %1 ligger utanför de %2 dragen</translation>
    </message>
    <message>
        <source>its moves do not replay (%1)</source>
        <translation>dragen går inte att spela upp igen (%1)</translation>
    </message>
    <message>
        <source>its deal is for a different game or options</source>
        <translation>given hör till ett annat spel eller andra alternativ</translation>
    </message>
    <message>
        <source>its game counts contradict each other</source>
        <translation>spelets räknare motsäger varandra</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Den skadade filen sparades som %1.</translation>
    </message>
    <message>
        <source>The damaged file could not be moved aside (%1).</source>
        <translation>Den skadade filen kunde inte flyttas undan (%1).</translation>
    </message>
    <message>
        <source>Nothing can be saved until that file is moved or renamed.</source>
        <translation>Inget kan sparas förrän den filen har flyttats eller bytt namn.</translation>
    </message>
    <message>
        <source>Some settings were invalid and were reset: %1.</source>
        <translation>Några inställningar var ogiltiga och återställdes: %1.</translation>
    </message>
    <message>
        <source>the daily results of %1</source>
        <translation>dagsresultaten från %1</translation>
    </message>
    <message>
        <source>the %1 level of %2</source>
        <translation>nivån %1 för %2</translation>
    </message>
    <message>
        <source>the levels of %1</source>
        <translation>nivåerna för %1</translation>
    </message>
    <message>
        <source>Some statistics could not be read and were left out: %1.</source>
        <translation>Viss statistik kunde inte läsas och utelämnades: %1.</translation>
    </message>
</context>
</TS>
