<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi">
<context>
    <name>App</name>
    <message>
        <source>The position could not be opened: %1.</source>
        <extracomment>Another app runs on the same data folder and did not take the file.</extracomment>
        <translation>Asemaa ei voitu avata: %1.</translation>
    </message>
    <message>
        <source>goodmeasure is already running with the same game folder (process %1) and does not answer. So as not to overwrite its game, nothing was opened. Close it, or end that process, and try again.</source>
        <translation>goodmeasure on jo käynnissä samalla pelikansiolla (prosessi %1) eikä vastaa. Mitään ei avattu, jotta sen peliä ei kirjoitettaisi yli. Sulje se tai lopeta se prosessi ja yritä uudelleen.</translation>
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
        <translation>Vihreä verka</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Sininen</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Punainen</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Harmaa</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Ruskea</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassinen</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Suuret indeksit</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Neljä väriä</translation>
    </message>
    <message>
        <source>The deck&apos;s own</source>
        <translation>Pakan oma</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Sininen ristikko</translation>
    </message>
    <message>
        <source>The card deck %1 is not installed, so the %2 deck is used.</source>
        <translation>Korttipakkaa %1 ei ole asennettu, joten käytetään pakkaa %2.</translation>
    </message>
    <message>
        <source>The card back %1 is not installed, so the deck&apos;s own back is used.</source>
        <translation>Kääntöpuolta %1 ei ole asennettu, joten käytetään pakan omaa kääntöpuolta.</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>Yksivärinen</translation>
    </message>
    <message>
        <source>Felt</source>
        <translation>Huopa</translation>
    </message>
    <message>
        <source>Spotlight</source>
        <translation>Valokeila</translation>
    </message>
</context>
<context>
    <name>Difficulty</name>
    <message>
        <source>Easy</source>
        <translation>Helppo</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Normaali</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Vaikea</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Mestari</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;Helppo</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Normaali</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>&amp;Vaikea</translation>
    </message>
    <message>
        <source>E&amp;xpert</source>
        <translation>&amp;Mestari</translation>
    </message>
    <message>
        <source>Winnable deal of &amp;level</source>
        <translation>Voitettava jako ta&amp;son mukaan</translation>
    </message>
    <message>
        <source>No deal of level %1 can be dealt: under the standard rule the solver has never found a Gloucestershire deal that can be won. Turn on the free bouquet in Settings for deals of every level.</source>
        <translation>Tason %1 jakoa ei voi jakaa: vakiosäännöllä ratkaisija ei ole koskaan löytänyt voitettavaa Gloucestershire-jakoa. Ota vapaa kimppu käyttöön asetuksista, niin saat jakoja kaikilta tasoilta.</translation>
    </message>
    <message>
        <source>The solver found no deal of level %1 this time; try again.</source>
        <translation>Ratkaisija ei tällä kertaa löytänyt tason %1 jakoa; yritä uudelleen.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Level %1. %2</source>
        <translation>Taso %1. %2</translation>
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
        <translation>käännä kortti pakasta</translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 perustukseen</translation>
    </message>
    <message>
        <source>%1 onto the waste</source>
        <translation>%1 poistopinoon</translation>
    </message>
    <message>
        <source>%1 onto bed %2</source>
        <translation>%1 penkkiin %2</translation>
    </message>
    <message>
        <source>%1 onto column %2</source>
        <translation>%1 sarakkeeseen %2</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Voitettu</translation>
    </message>
    <message>
        <source>Thinking...</source>
        <translation>Mietitään…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Voitettavissa</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Hävitty</translation>
    </message>
    <message>
        <source>Looking deeper...</source>
        <translation>Etsitään lisää…</translation>
    </message>
    <message>
        <source>Not yet known</source>
        <translation>Ei vielä tiedossa</translation>
    </message>
    <message>
        <source>Lost from the start</source>
        <translation>Hävitty alusta asti</translation>
    </message>
    <message>
        <source>Lost since move %1</source>
        <translation>Hävitty siirrosta %1</translation>
    </message>
    <message>
        <source>Every card is home.</source>
        <translation>Kaikki kortit ovat perustuksissa.</translation>
    </message>
    <message>
        <source>The solver is looking at this position.</source>
        <translation>Ratkaisija tutkii tätä asemaa.</translation>
    </message>
    <message>
        <source>Thinking about a hint...</source>
        <translation>Mietitään vinkkiä…</translation>
    </message>
    <message>
        <source>Looking for the last winnable position...</source>
        <translation>Etsitään viimeistä voitettavaa asemaa…</translation>
    </message>
    <message>
        <source>This position can still be won: there is nothing to undo.</source>
        <translation>Tämä asema on yhä voitettavissa: mitään ei tarvitse kumota.</translation>
    </message>
    <message>
        <source>The solver has found a winning line from here.</source>
        <translation>Ratkaisija on löytänyt täältä voittoon vievän tien.</translation>
    </message>
    <message>
        <source>The solver proves that no win is left.</source>
        <translation>Ratkaisija todistaa, ettei voittoa ole enää mahdollista saavuttaa.</translation>
    </message>
    <message>
        <source>The solver could not decide this position at once and is looking further.</source>
        <translation>Ratkaisija ei heti pystynyt ratkaisemaan tätä asemaa ja etsii pidemmälle.</translation>
    </message>
    <message>
        <source>The solver could not decide this position within its budget.</source>
        <translation>Ratkaisija ei pystynyt ratkaisemaan tätä asemaa rajojensa puitteissa.</translation>
    </message>
    <message>
        <source>The solver proves this deal cannot be won.</source>
        <translation>Ratkaisija todistaa, ettei tätä jakoa voi voittaa.</translation>
    </message>
    <message>
        <source>Position after move %1 is the first the solver proves lost.</source>
        <translation>Siirron %1 jälkeinen asema on ensimmäinen, jonka ratkaisija todistaa hävityksi.</translation>
    </message>
    <message>
        <source>No earlier position is proven winnable.</source>
        <translation>Mikään aiempi asema ei ole todistetusti voitettavissa.</translation>
    </message>
    <message>
        <source>No legal move is left.</source>
        <translation>Sallittuja siirtoja ei ole jäljellä.</translation>
    </message>
    <message>
        <source>Hint: %1%2. It leads to a win.</source>
        <translation>Vinkki: %1%2. Se johtaa voittoon.</translation>
    </message>
    <message>
        <source>Suggestion: %1%2.</source>
        <translation>Ehdotus: %1%2.</translation>
    </message>
    <message>
        <source>This deal is lost</source>
        <translation>Tämä jako on hävitty</translation>
    </message>
    <message>
        <source>The solver proves that this deal cannot be won, whatever is played.</source>
        <translation>Ratkaisija todistaa, ettei tätä jakoa voi voittaa, pelattiinpa miten tahansa.</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Uusi jako</translation>
    </message>
    <message>
        <source>This position is lost</source>
        <translation>Tämä asema on hävitty</translation>
    </message>
    <message>
        <source>The solver proves that no win is left from here. You can go back to the last position it can still win from.</source>
        <translation>Ratkaisija todistaa, ettei täältä voi enää voittaa. Voit palata viimeiseen asemaan, josta se voi yhä voittaa.</translation>
    </message>
    <message>
        <source>Undo to the last winnable position</source>
        <translation>Kumoa viimeiseen voitettavaan asemaan</translation>
    </message>
    <message>
        <source>Only a suggestion (no win proven): %1%2.</source>
        <translation>Ehdotus: %1%2. Voittoa ei ole todistettu.</translation>
    </message>
    <message>
        <source>This game is won: every card is home.</source>
        <translation>Tämä peli on voitettu: kaikki kortit ovat perustuksissa.</translation>
    </message>
    <message>
        <source>The solver is working on a solution...</source>
        <translation>Ratkaisija etsii ratkaisua…</translation>
    </message>
    <message>
        <source>The solver is still looking for a winning line...</source>
        <translation>Ratkaisija etsii yhä voittoon vievää tietä…</translation>
    </message>
    <message>
        <source>The solver has no winning line from here to show.</source>
        <translation>Ratkaisijalla ei ole täältä voittoon vievää tietä näytettäväksi.</translation>
    </message>
</context>
<context>
    <name>HowTo</name>
    <message>
        <source>&lt;h3&gt;Playing with the mouse and keys&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Pelaaminen hiirellä ja näppäimillä&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost column that takes it. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Vedä vapaa kortti pinoon: pinot, joihin se käy, korostuvat. Kun automaattipeli on päällä, napsautus siirtää kortin perustukseen, jos se sopii sinne, muuten vasemmanpuoleisimpaan sarakkeeseen, johon se käy. Kun automaattipeli on pois päältä, napsautus nostaa kortin ja napsautus pinoon laskee sen. Kaksoisnapsautus lähettää kortin perustukseen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost bed that takes it, and onto an empty bed only when no other bed does. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Vedä vapaa kortti pinoon: pinot, joihin se käy, korostuvat. Kun automaattipeli on päällä, napsautus siirtää kortin perustukseen, jos se sopii sinne, muuten vasemmanpuoleisimpaan penkkiin, johon se käy, ja tyhjään penkkiin vain, kun se ei käy mihinkään muuhun penkkiin. Kun automaattipeli on pois päältä, napsautus nostaa kortin ja napsautus pinoon laskee sen. Kaksoisnapsautus lähettää kortin perustukseen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a column&apos;s top card onto the waste: the waste lights up when it takes it. With Auto play on, a click plays the card onto the waste if it fits. With Auto play off, a click picks a card up and a click on the waste puts it down. A click on the stock turns its next card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Vedä sarakkeen päällimmäinen kortti poistopinoon: poistopino korostuu, kun kortti käy siihen. Kun automaattipeli on päällä, napsautus siirtää kortin poistopinoon, jos se sopii. Kun automaattipeli on pois päältä, napsautus nostaa kortin ja napsautus poistopinoon laskee sen. Napsautus pakkaan kääntää sen seuraavan kortin.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down, F or Shift+Enter sends a card home, Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Näppäimet: nuolet tai Sarkain siirtyvät pinosta toiseen, Välilyönti tai Enter nostaa ja laskee, F tai Vaihto+Enter lähettää kortin perustukseen, Ctrl+Z kumoaa, Ctrl+Vaihto+Z tekee uudelleen, H antaa vinkin.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down (on the stock, turns a card), Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Näppäimet: nuolet tai Sarkain siirtyvät pinosta toiseen, Välilyönti tai Enter nostaa ja laskee (pakassa kääntää kortin), Ctrl+Z kumoaa, Ctrl+Vaihto+Z tekee uudelleen, H antaa vinkin.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the foundations and the score. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ruudunlukijan kanssa: T lukee koko pöydän, P lukee valitun pinon päältä alkaen, S lukee perustukset ja pisteet. Jokainen siirto, kumoaminen ja vinkki luetaan heti.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the waste and the cards left. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ruudunlukijan kanssa: T lukee koko pöydän, P lukee valitun pinon päältä alkaen, S lukee poistopinon ja jäljellä olevat kortit. Jokainen siirto, kumoaminen ja vinkki luetaan heti.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With the free bouquet, Left and Right choose a bouquet card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Vapaassa kimpussa Vasen ja Oikea valitsevat kimpun kortin.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Good Measure&lt;/h2&gt;&lt;p&gt;One deck. Two Aces start on the foundations straight away; the other 50 cards lie face up in ten columns of five, with every King moved to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the four foundations up by suit from Ace to King. Only the top card of a column moves, one at a time: home to its foundation, or onto a column whose top card is one rank higher, whatever the suit (any 7 on any 8).&lt;/p&gt;&lt;p&gt;A column that empties stays empty. There is no stock and no free cell, so plan ahead: every card is in view from the start. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Good Measure&lt;/h2&gt;&lt;p&gt;Yksi pakka. Kaksi ässää aloittaa perustuksissa heti; muut 50 korttia ovat kuvapuoli ylöspäin kymmenessä viiden kortin sarakkeessa, ja jokainen kuningas on siirretty sarakkeensa pohjalle.&lt;/p&gt;&lt;p&gt;Rakenna neljä perustusta maittain ässästä kuninkaaseen. Vain sarakkeen päällimmäinen kortti liikkuu, yksi kerrallaan: perustukseen tai sarakkeeseen, jonka päällimmäinen kortti on arvoltaan yhtä suurempi, maasta riippumatta (mikä tahansa 7 minkä tahansa 8:n päälle).&lt;/p&gt;&lt;p&gt;Tyhjentynyt sarake jää tyhjäksi. Pakkaa ja vapaita soluja ei ole, joten suunnittele etukäteen: kaikki kortit näkyvät alusta asti. Voitat, kun kaikki 52 korttia ovat perustuksissa.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Baker&apos;s Dozen&lt;/h2&gt;&lt;p&gt;One deck, dealt face up into thirteen columns of four. Before play begins every King goes to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the foundations up by suit from Ace to King. Move the top card of a column home, or onto a column whose top card is one rank higher in any suit.&lt;/p&gt;&lt;p&gt;An empty column is never filled again. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Baker&apos;s Dozen&lt;/h2&gt;&lt;p&gt;Yksi pakka, jaettuna kuvapuoli ylöspäin kolmeentoista neljän kortin sarakkeeseen. Ennen pelin alkua jokainen kuningas siirretään sarakkeensa pohjalle.&lt;/p&gt;&lt;p&gt;Rakenna perustukset maittain ässästä kuninkaaseen. Siirrä sarakkeen päällimmäinen kortti perustukseen tai sarakkeeseen, jonka päällimmäinen kortti on arvoltaan yhtä suurempi, mitä maata tahansa.&lt;/p&gt;&lt;p&gt;Tyhjää saraketta ei enää täytetä. Voitat, kun kaikki 52 korttia ovat perustuksissa.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Seven columns of five cards lie face up; the other 17 cards are the stock. The waste starts empty, and any card may start it.&lt;/p&gt;&lt;p&gt;Play the top card of a column onto the waste when it is one rank above or below the waste&apos;s top card, suit ignored. Click the stock to turn its next card onto the waste; the stock is used once.&lt;/p&gt;&lt;p&gt;Options (Settings): &lt;i&gt;turn the corner&lt;/i&gt; lets Ace and King follow each other; &lt;i&gt;cards on a King&lt;/i&gt; lets a Queen (and with the corner an Ace) go on a King.&lt;/p&gt;&lt;p&gt;Clear all 35 column cards to win. The fewer cards you leave, the better.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Seitsemän viiden kortin saraketta on kuvapuoli ylöspäin; muut 17 korttia ovat pakka. Poistopino on aluksi tyhjä, ja mikä tahansa kortti voi aloittaa sen.&lt;/p&gt;&lt;p&gt;Siirrä sarakkeen päällimmäinen kortti poistopinoon, kun se on arvoltaan yhtä suurempi tai pienempi kuin poistopinon päällimmäinen kortti, maasta välittämättä. Napsauta pakkaa kääntääksesi sen seuraavan kortin poistopinoon; pakka käydään läpi vain kerran.&lt;/p&gt;&lt;p&gt;Valinnat (Asetukset): &lt;i&gt;kulman yli&lt;/i&gt; sallii ässän ja kuninkaan seurata toisiaan; &lt;i&gt;kortteja kuninkaalle&lt;/i&gt; sallii rouvan (ja kulman yli myös ässän) kuninkaan päälle.&lt;/p&gt;&lt;p&gt;Voitat, kun kaikki 35 sarakkeiden korttia on pelattu. Mitä vähemmän kortteja jää, sitä parempi.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Gloucestershire&lt;/h2&gt;&lt;p&gt;Two decks. Eight beds are dealt face up with 3 to 10 cards; the other 52 cards form the bouquet, fanned out along the bottom, of which only the top card (the rightmost) plays.&lt;/p&gt;&lt;p&gt;Any Ace starts a foundation, but each foundation has its own suit. It climbs from Ace to King, then the suit&apos;s second Ace follows and it climbs to King again.&lt;/p&gt;&lt;p&gt;On the beds build down in alternating colours; a King may go on an Ace. Any card fills an empty bed, and a foundation&apos;s top card may come back onto a bed.&lt;/p&gt;&lt;p&gt;With the &lt;i&gt;free bouquet&lt;/i&gt; option every bouquet card plays. You win when all 104 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Gloucestershire&lt;/h2&gt;&lt;p&gt;Kaksi pakkaa. Kahdeksan penkkiä jaetaan kuvapuoli ylöspäin, kuhunkin 3–10 korttia; muut 52 korttia muodostavat kimpun, joka levitetään viuhkaksi alareunaan ja josta vain päällimmäinen kortti (oikeanpuoleisin) on pelattavissa.&lt;/p&gt;&lt;p&gt;Mikä tahansa ässä aloittaa perustuksen, mutta jokaisella perustuksella on oma maansa. Se nousee ässästä kuninkaaseen, sitten maan toinen ässä seuraa ja se nousee taas kuninkaaseen.&lt;/p&gt;&lt;p&gt;Penkeillä rakennetaan laskevasti vuorovärein; kuningas voi tulla ässän päälle. Mikä tahansa kortti täyttää tyhjän penkin, ja perustuksen päällimmäisen kortin voi palauttaa penkkiin.&lt;/p&gt;&lt;p&gt;Valinnalla &lt;i&gt;vapaa kimppu&lt;/i&gt; jokainen kimpun kortti on pelattavissa. Voitat, kun kaikki 104 korttia ovat perustuksissa.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>LevelStatistics</name>
    <message>
        <source>By difficulty (winnable and daily deals)</source>
        <translation>Vaikeustason mukaan (voitettavat jaot ja päivän jaot)</translation>
    </message>
    <message>
        <source>Fewest cards left</source>
        <translation>Vähiten kortteja jäljellä</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Paras pistemäärä</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Taso</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Pelattu</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Voitettu</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New deal</source>
        <translation>&amp;Uusi jako</translation>
    </message>
    <message>
        <source>&amp;Winnable deal</source>
        <translation>&amp;Voitettava jako</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>&amp;Päivän jako</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Al&amp;oita alusta</translation>
    </message>
    <message>
        <source>Deal n&amp;umber...</source>
        <translation>Jaon &amp;numero…</translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation>T&amp;ilastot…</translation>
    </message>
    <message>
        <source>&amp;Open position...</source>
        <translation>&amp;Avaa asema…</translation>
    </message>
    <message>
        <source>&amp;Save position...</source>
        <translation>&amp;Tallenna asema…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Lopeta</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Kumoa</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Tee uudelleen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>V&amp;inkki</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>Näytä &amp;ratkaisu</translation>
    </message>
    <message>
        <source>Solution s&amp;tep</source>
        <translation>Ratkaisun &amp;askel</translation>
    </message>
    <message>
        <source>Undo to last &amp;winnable position</source>
        <translation>Kumoa viimeiseen &amp;voitettavaan asemaan</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;Asetukset…</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Peliohjeet</translation>
    </message>
    <message>
        <source>&amp;About goodmeasure</source>
        <translation>Pi&amp;kanäppäimet</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tietoja goodmeasuresta</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Koko näyttö</translation>
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
        <translation>&amp;Peli</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Muokkaa</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Näytä</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Asetukset</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>O&amp;hje</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Peli</translation>
    </message>
    <message>
        <source>Gloucestershire&apos;s standard rule, where only the bouquet&apos;s top card plays, is almost never winnable: the solver proves nearly every deal lost. With the free bouquet every bouquet card plays, and many deals can be won.</source>
        <translation>Gloucestershirea ei vakiosäännöllä, jossa vain kimpun päällimmäinen kortti on pelattavissa, voi juuri koskaan voittaa: ratkaisija todistaa lähes jokaisen jaon hävityksi. Vapaassa kimpussa jokainen kimpun kortti on pelattavissa, ja monet jaot voi voittaa.</translation>
    </message>
    <message>
        <source>The switch deals a new free-bouquet deal now; Settings can undo it.</source>
        <translation>Vaihto jakaa heti uuden jaon vapaalla kimpulla; asetuksista sen voi perua.</translation>
    </message>
    <message>
        <source>Switch to the free bouquet</source>
        <translation>Vaihda vapaaseen kimppuun</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Piilota</translation>
    </message>
    <message>
        <source>The free bouquet applies from the next deal.</source>
        <translation>Vapaa kimppu on käytössä seuraavasta jaosta alkaen.</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Jaon numero</translation>
    </message>
    <message>
        <source>Play deal number (%1):</source>
        <translation>Pelaa jako numero (%1):</translation>
    </message>
    <message>
        <source>Under the standard rule, where only the bouquet&apos;s top card plays, the solver has never found a Gloucestershire deal that can be won: it proves nearly every deal lost. Turn on the free bouquet in Settings for deals it can win.</source>
        <translation>Vakiosäännöllä, jossa vain kimpun päällimmäinen kortti on pelattavissa, ratkaisija ei ole koskaan löytänyt voitettavaa Gloucestershire-jakoa: se todistaa lähes jokaisen jaon hävityksi. Ota vapaa kimppu käyttöön asetuksista, niin saat jakoja, jotka se voi voittaa.</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win...</source>
        <translation>Etsitään jakoa, jonka ratkaisija voi voittaa…</translation>
    </message>
    <message>
        <source>The solver could not prove a deal winnable this time.</source>
        <translation>Ratkaisija ei tällä kertaa pystynyt todistamaan mitään jakoa voitettavaksi.</translation>
    </message>
    <message>
        <source>Here is an ordinary deal instead; it may not be winnable.</source>
        <translation>Tässä on sen sijaan tavallinen jako; se ei välttämättä ole voitettavissa.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file, and the solver played a move.</source>
        <translation>Ei lasketa tilastoihin: asema tuli tiedostosta, ja ratkaisija pelasi siirron.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file.</source>
        <translation>Ei lasketa tilastoihin: asema tuli tiedostosta.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the solver played a move.</source>
        <translation>Ei lasketa tilastoihin: ratkaisija pelasi siirron.</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Uusi jako</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Voitit!</translation>
    </message>
    <message>
        <source>Undo a move or start a new deal.</source>
        <translation>Kumoa siirto tai aloita uusi jako.</translation>
    </message>
    <message>
        <source>Cards left: %1</source>
        <translation>Jäljellä: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Kumoa</translation>
    </message>
    <message>
        <source>Undo to last winnable position</source>
        <translation>Kumoa viimeiseen voitettavaan asemaan</translation>
    </message>
    <message>
        <source>No move left</source>
        <translation>Ei siirtoja jäljellä</translation>
    </message>
    <message>
        <source>Open position</source>
        <translation>Avaa asema</translation>
    </message>
    <message>
        <source>Positions (*.deal);;All files (*)</source>
        <translation>Asemat (*.deal);;Kaikki tiedostot (*)</translation>
    </message>
    <message>
        <source>The position could not be opened: %1. Your game is unchanged.</source>
        <translation>Asemaa ei voitu avata: %1. Pelisi on ennallaan.</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Tallenna asema</translation>
    </message>
    <message>
        <source>The position could not be saved: %1.</source>
        <translation>Asemaa ei voitu tallentaa: %1.</translation>
    </message>
    <message>
        <source>Position saved to %1</source>
        <translation>Asema tallennettu: %1</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Peliohjeet</translation>
    </message>
    <message>
        <source>About goodmeasure</source>
        <translation>Tietoja goodmeasuresta</translation>
    </message>
    <message>
        <source>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;Good Measure, Baker&apos;s Dozen, Golf and Gloucestershire: patience games of planning, with a solver that knows which deals can be won.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;Good Measure, Baker&apos;s Dozen, Golf ja Gloucestershire: suunnittelua vaativia pasiansseja ja ratkaisija, joka tietää, mitkä jaot voi voittaa.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Code and the Blue lattice card back: MIT licence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Koodi ja Sininen ristikko -kortin selkäpuoli: MIT-lisenssi.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1: Adrian Kennard&apos;s playing cards (www.me.uk/cards), public domain under CC0 1.0.</source>
        <translation>%1: Adrian Kennardin pelikortit (www.me.uk/cards), vapaasti käytettävissä CC0 1.0:n mukaisesti.</translation>
    </message>
    <message>
        <source>%1: drawn for goodmeasure by its developers, public domain under CC0 1.0.</source>
        <translation>%1: goodmeasuren kehittäjien piirtämä, vapaasti käytettävissä CC0 1.0:n mukaisesti.</translation>
    </message>
    <message>
        <source>Card decks:</source>
        <translation>Korttipakat:</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1)?</source>
        <translation>Luovutetaanko keskeneräinen peli (siirtoja tehty: %1)?</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1) to open %2?</source>
        <translation>Luovutetaanko keskeneräinen peli (siirtoja tehty: %1), jotta %2 avataan?</translation>
    </message>
    <message>
        <source>It will count as a lost game.</source>
        <translation>Se lasketaan hävityksi peliksi.</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Luovutetaanko peli?</translation>
    </message>
    <message>
        <source>&amp;Abandon game</source>
        <translation>&amp;Luovuta peli</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Jatka pelaamista</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>Älä kysy uudelleen</translation>
    </message>
    <message>
        <source>Settings not saved: %s</source>
        <translation>Asetuksia ei tallennettu: %s</translation>
    </message>
    <message numerus="yes">
        <source>All columns cleared in %n moves, time %1.</source>
        <translation>
            <numerusform>Kaikki sarakkeet tyhjennetty %n siirrolla, aika&#xa0;%1.</numerusform>
            <numerusform>Kaikki sarakkeet tyhjennetty %n siirrolla, aika&#xa0;%1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1 in %n moves, time %2.</source>
        <translation>
            <numerusform>%1 pistettä %n siirrolla, aika %2.</numerusform>
            <numerusform>%1 pistettä %n siirrolla, aika %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is a file, not a folder.</source>
        <translation>Asetuksia ei voitu tallentaa: %1 on tiedosto eikä kansio.</translation>
    </message>
    <message>
        <source>Settings could not be saved: permission denied in %1.</source>
        <translation>Asetuksia ei voitu tallentaa: ei kirjoitusoikeutta kohteeseen %1.</translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is on a read-only disk.</source>
        <translation>Asetuksia ei voitu tallentaa: %1 on vain luku -levyllä.</translation>
    </message>
    <message>
        <source>Settings could not be saved: the disk holding %1 is full.</source>
        <translation>Asetuksia ei voitu tallentaa: levy, jolla %1 on, on täynnä.</translation>
    </message>
    <message>
        <source>Settings could not be saved in %1 (%2).</source>
        <translation>Asetuksia ei voitu tallentaa kohteeseen %1 (%2).</translation>
    </message>
    <message>
        <source>Daily deal %1</source>
        <translation>Päivän jako %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Jako %1</translation>
    </message>
    <message>
        <source>Deal from a file</source>
        <translation>Jako tiedostosta</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Siirrot: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Aika: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Pisteet: %1</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>Poistu koko näytöstä</translation>
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
        <translation>Peliäsi ei voitu tallentaa; sitä ei jatketa, jos goodmeasure pysähtyy.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved.</source>
        <translation>Tilastojasi ei voitu tallentaa.</translation>
    </message>
    <message>
        <source>The finished game could not be cleared.</source>
        <translation>Päättynyttä peliä ei voitu poistaa.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>The %1 does not go on the %2.</source>
        <translation>Korttia %1 ei voi siirtää kortin %2 päälle.</translation>
    </message>
    <message>
        <source>No foundation takes the %1 yet.</source>
        <translation>Mikään perustus ei vielä ota korttia %1.</translation>
    </message>
    <message>
        <source>An empty column stays empty in this game.</source>
        <translation>Tyhjä sarake pysyy tässä pelissä tyhjänä.</translation>
    </message>
    <message>
        <source>No foundation or bed takes the %1 yet.</source>
        <translation>Mikään perustus tai penkki ei vielä ota korttia %1.</translation>
    </message>
    <message>
        <source>No foundation or column takes the %1 yet.</source>
        <translation>Mikään perustus tai sarake ei vielä ota korttia %1.</translation>
    </message>
    <message>
        <source>The %1 has nowhere to go.</source>
        <translation>Kortille %1 ei ole paikkaa.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Language:</source>
        <translation>Kieli:</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Ulkoasu</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Asetukset</translation>
    </message>
    <message>
        <source>Auto play: a click plays a card where it fits</source>
        <translation>Automaattipeli: napsautus siirtää kortin sinne, minne se sopii</translation>
    </message>
    <message>
        <source>Auto finish: play the last cards off by itself</source>
        <translation>Automaattinen lopetus: viimeiset kortit pelataan itsestään</translation>
    </message>
    <message>
        <source>Show in the status bar whether the deal can still be won</source>
        <translation>Näytä tilarivillä, voiko jaon vielä voittaa</translation>
    </message>
    <message>
        <source>New deal deals only deals the solver can win</source>
        <translation>Uusi jako jakaa vain jakoja, jotka ratkaisija voi voittaa</translation>
    </message>
    <message>
        <source>Ask before abandoning a game in progress</source>
        <translation>Kysy ennen keskeneräisen pelin luovuttamista</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Pois</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Nopea</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Tavallinen</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Hidas</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Peli</translation>
    </message>
    <message>
        <source>Animation:</source>
        <translation>Animaatio:</translation>
    </message>
    <message>
        <source>Golf: turn the corner (Ace and King are neighbours)</source>
        <translation>Golf: kulman yli (ässä ja kuningas ovat naapureita)</translation>
    </message>
    <message>
        <source>Golf: cards on a King</source>
        <translation>Golf: kortteja kuninkaalle</translation>
    </message>
    <message>
        <source>Gloucestershire: free bouquet (every card plays)</source>
        <translation>Gloucestershire: vapaa kimppu (jokainen kortti on pelattavissa)</translation>
    </message>
    <message>
        <source>Game variants</source>
        <translation>Pelimuunnelmat</translation>
    </message>
    <message>
        <source>Variants take effect from the next deal.</source>
        <translation>Muunnelmat tulevat voimaan seuraavasta jaosta.</translation>
    </message>
    <message>
        <source>Choose a colour...</source>
        <translation>Valitse väri…</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Järjestelmän kieli</translation>
    </message>
    <message>
        <source>A new language takes effect when goodmeasure starts again.</source>
        <translation>Uusi kieli tulee käyttöön, kun goodmeasure käynnistetään uudelleen.</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Pöydän väri:</translation>
    </message>
    <message>
        <source>Table surface:</source>
        <translation>Pöydän pinta:</translation>
    </message>
    <message>
        <source>High contrast: a black table, cards outlined in white</source>
        <translation>Suuri kontrasti: musta pöytä, korteilla valkoiset reunat</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Kortin selkäpuoli:</translation>
    </message>
    <message>
        <source>Preview of the card deck</source>
        <translation>Korttipakan esikatselu</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>Korttipakka:</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Toista äänet</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Äänenvoimakkuus</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ääni</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Äänenvoimakkuus:</translation>
    </message>
    <message>
        <source>Sound needs Qt Multimedia, which is not installed: install goodmeasure[sound] for sound.</source>
        <translation>Ääni vaatii Qt Multimedian, jota ei ole asennettu: asenna goodmeasure[sound], niin saat äänet.</translation>
    </message>
    <message>
        <source>No sound: this computer has no audio output.</source>
        <translation>Ei ääntä: tietokoneessa ei ole äänilähtöä.</translation>
    </message>
    <message>
        <source>No sound: the audio output failed. Sound stays off until goodmeasure is restarted.</source>
        <translation>Ei ääntä: äänilähtö lakkasi toimimasta. Ääni pysyy pois, kunnes goodmeasure käynnistetään uudelleen.</translation>
    </message>
    <message>
        <source>Custom (%1)</source>
        <translation>Oma (%1)</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Pöydän väri</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Pikanäppäimet</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Komento</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Näppäimet</translation>
    </message>
    <message>
        <source>On the table, arrows or Tab move between piles and Space or Enter picks up and puts down a card: How to play tells the rest.</source>
        <translation>Pöydällä nuolet tai Sarkain siirtyvät pinosta toiseen ja Välilyönti tai Enter nostaa ja laskee kortin: Peliohjeet kertoo loput.</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>%1, picked up</source>
        <translation>%1, nostettu</translation>
    </message>
    <message>
        <source>%1, takes the %2</source>
        <translation>%1, ottaa kortin %2</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Pöytä</translation>
    </message>
    <message>
        <source>Read the table</source>
        <translation>Lue pöytä</translation>
    </message>
    <message>
        <source>Read the focused pile</source>
        <translation>Lue valittu pino</translation>
    </message>
    <message>
        <source>Read the foundations and score</source>
        <translation>Lue perustukset ja pisteet</translation>
    </message>
    <message>
        <source>Bed %1</source>
        <translation>Penkki %1</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Sarake %1</translation>
    </message>
    <message>
        <source>Foundation %1</source>
        <translation>Perustus %1</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Pakka</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>Poistopino</translation>
    </message>
    <message>
        <source>Bouquet</source>
        <translation>Kimppu</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 kortti</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n kortti</numerusform>
            <numerusform>%n korttia</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>tyhjä</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1, alla %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2 face down</source>
        <translation>%1, %2 kuvapuoli alaspäin</translation>
    </message>
    <message>
        <source>%1, card %2 of %3: %4</source>
        <translation>%1, kortti %2 (yhteensä %3): %4</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1, %2 from the top: %3</source>
        <translation>%1, %2 päältä alkaen: %3</translation>
    </message>
    <message>
        <source>Picked up the %1.</source>
        <translation>Nostit kortin %1.</translation>
    </message>
    <message>
        <source>Put back the %1.</source>
        <translation>Palautit kortin %1.</translation>
    </message>
    <message>
        <source>The %1 does not go on %2.</source>
        <translation>%2 ei ota korttia %1.</translation>
    </message>
    <message>
        <source>The %1 cannot go to its foundation yet.</source>
        <translation>Korttia %1 ei voi vielä siirtää perustukseen.</translation>
    </message>
    <message>
        <source>No card to pick up on %1.</source>
        <translation>%1: ei nostettavaa korttia.</translation>
    </message>
    <message>
        <source>Turned the %1 onto the waste.</source>
        <translation>Kortti %1 käännettiin poistopinoon.</translation>
    </message>
    <message>
        <source>%1 shows the %2.</source>
        <translation>%1: päällimmäisenä %2.</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1 on tyhjä.</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Kumottu: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Tehty uudelleen: %1</translation>
    </message>
    <message>
        <source>Back to the start of the deal.</source>
        <translation>Takaisin jaon alkuun.</translation>
    </message>
    <message>
        <source>Back to move %1.</source>
        <translation>Takaisin siirtoon %1.</translation>
    </message>
    <message>
        <source>Auto finish plays the rest home.</source>
        <translation>Automaattinen lopetus siirtää loput kortit perustuksiin.</translation>
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
        <translation>kortteja kuninkaalle</translation>
    </message>
    <message>
        <source>turn the corner</source>
        <translation>kulman yli</translation>
    </message>
    <message>
        <source>free bouquet</source>
        <translation>vapaa kimppu</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>tiukka</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Played:</source>
        <translation>Pelattu:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Voitettu:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Voittoprosentti:</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>Nykyinen putki:</translation>
    </message>
    <message>
        <source>Best streak:</source>
        <translation>Paras putki:</translation>
    </message>
    <message>
        <source>Fewest cards left:</source>
        <translation>Vähiten kortteja jäljellä:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Paras pistemäärä:</translation>
    </message>
    <message>
        <source>Fastest win:</source>
        <translation>Nopein voitto:</translation>
    </message>
    <message>
        <source>Fewest moves in a win:</source>
        <translation>Vähiten siirtoja voitossa:</translation>
    </message>
    <message>
        <source>Not counted above:</source>
        <translation>Ei laskettu yllä:</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Tilastot</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Tämä peli</translation>
    </message>
    <message>
        <source>Positions opened from a file, and games in which the solver played a move, are not counted as played or won, and set no record.</source>
        <translation>Tiedostosta avattuja asemia ja pelejä, joissa ratkaisija pelasi siirron, ei lasketa pelatuiksi eikä voitetuiksi, eivätkä ne tee ennätyksiä.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Päivämäärä</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Peli</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Tulos</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Siirrot</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Aika</translation>
    </message>
    <message>
        <source>Daily deals</source>
        <translation>Päivän jaot</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Nollaa…</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Voitettu</translation>
    </message>
    <message>
        <source>Not won</source>
        <translation>Ei voitettu</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Nollaa tilastot</translation>
    </message>
    <message>
        <source>Forget all statistics of %1, daily results included?</source>
        <translation>Unohdetaanko kaikki pelin %1 tilastot, myös päivän jakojen tulokset?</translation>
    </message>
</context>
<context>
    <name>WelcomeBar</name>
    <message>
        <source>New here? %1 opens How to play; %2 shows a hint.</source>
        <translation>Uusi täällä? %1 avaa peliohjeet; %2 näyttää vinkin.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Peliohjeet</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Piilota</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Ace</source>
        <translation>ässä</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>jätkä</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>rouva</translation>
    </message>
    <message>
        <source>King</source>
        <translation>kuningas</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>risti</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruutu</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hertta</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pata</translation>
    </message>
    <message>
        <source>turns a card from the stock</source>
        <translation>kääntää kortin pakasta</translation>
    </message>
    <message>
        <source>moves the %1</source>
        <translation>siirtää kortin %1</translation>
    </message>
    <message>
        <source>but the game is lost either way</source>
        <translation>mutta peli on hävitty joka tapauksessa</translation>
    </message>
    <message>
        <source>plays the %1 home</source>
        <translation>siirtää kortin %1 perustukseen</translation>
    </message>
    <message>
        <source>frees the %1</source>
        <translation>vapauttaa kortin %1</translation>
    </message>
    <message>
        <source>empties column %2</source>
        <translation>tyhjentää sarakkeen %2</translation>
    </message>
    <message>
        <source>empties bed %2</source>
        <translation>tyhjentää penkin %2</translation>
    </message>
    <message>
        <source>plays the %1 onto the waste</source>
        <translation>siirtää kortin %1 poistopinoon</translation>
    </message>
    <message>
        <source>brings the %1 back from its foundation</source>
        <translation>palauttaa kortin %1 perustuksesta</translation>
    </message>
    <message>
        <source>plays the %1 from the bouquet</source>
        <translation>pelaa kortin %1 kimpusta</translation>
    </message>
    <message>
        <source>empties nothing, keeps options</source>
        <translation>ei tyhjennä mitään, jättää vaihtoehtoja</translation>
    </message>
    <message>
        <source>the game is won</source>
        <translation>peli on voitettu</translation>
    </message>
    <message>
        <source>no legal move is left</source>
        <translation>sallittuja siirtoja ei ole jäljellä</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>Your settings could not be read (%1), so the default settings are used.</source>
        <translation>Asetuksiasi ei voitu lukea (%1), joten käytetään oletusasetuksia.</translation>
    </message>
    <message>
        <source>Your statistics could not be read (%1), so they start from zero.</source>
        <translation>Tilastojasi ei voitu lukea (%1), joten ne alkavat nollasta.</translation>
    </message>
    <message>
        <source>The saved game could not be read (%1), so a new deal was started.</source>
        <translation>Tallennettua peliä ei voitu lukea (%1), joten aloitettiin uusi jako.</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>tiedosto ei ole tekstiä</translation>
    </message>
    <message>
        <source>it is nested too deeply</source>
        <translation>tiedosto on liian syvälle sisäkkäinen</translation>
    </message>
    <message>
        <source>it is not valid JSON</source>
        <translation>tiedosto ei ole kelvollista JSONia</translation>
    </message>
    <message>
        <source>it does not hold a JSON object</source>
        <translation>tiedostossa ei ole JSON-objektia</translation>
    </message>
    <message>
        <source>it has schema %1, expected %2</source>
        <translation>tiedoston skeema on %1, odotettiin %2</translation>
    </message>
    <message>
        <source>it is far too large</source>
        <translation>tiedosto on aivan liian suuri</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>se ei ole tavallinen tiedosto</translation>
    </message>
    <message>
        <source>it could not be opened (%1)</source>
        <translation>tiedostoa ei voitu avata (%1)</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 on tiedosto eikä kansio</translation>
    </message>
    <message>
        <source>%1 is not a deal number of at most %2</source>
        <translation>%1 ei ole kelvollinen jaon numero (enintään %2)</translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <translation>%1 ei ole tosi tai epätosi</translation>
    </message>
    <message>
        <source>%1 is not a whole number of at least %2</source>
        <translation>%1 ei ole kokonaisluku, joka on vähintään %2</translation>
    </message>
    <message>
        <source>%1 is not a number of seconds</source>
        <translation>%1 ei ole sekuntimäärä</translation>
    </message>
    <message>
        <source>%1 is not a non-negative number of seconds</source>
        <translation>%1 ei ole ei-negatiivinen sekuntimäärä</translation>
    </message>
    <message>
        <source>%1 is not text</source>
        <translation>%1 ei ole tekstiä</translation>
    </message>
    <message>
        <source>%1 is not a JSON object</source>
        <translation>%1 ei ole JSON-objekti</translation>
    </message>
    <message>
        <source>%1 is not a list of text</source>
        <translation>%1 ei ole tekstiluettelo</translation>
    </message>
    <message>
        <source>%1 is not a known game</source>
        <translation>%1 ei ole tunnettu peli</translation>
    </message>
    <message>
        <source>%1 is not a date</source>
        <translation>%1 ei ole päivämäärä</translation>
    </message>
    <message>
        <source>its cursor %1 is outside the %2 moves</source>
        <translation>sen kohdistin %1 on %2 siirron ulkopuolella</translation>
    </message>
    <message>
        <source>its moves do not replay (%1)</source>
        <translation>sen siirtoja ei voi toistaa (%1)</translation>
    </message>
    <message>
        <source>its deal is for a different game or options</source>
        <translation>sen jako on eri pelistä tai eri valinnoilla</translation>
    </message>
    <message>
        <source>its game counts contradict each other</source>
        <translation>sen pelimäärät ovat ristiriidassa keskenään</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Vahingoittunut tiedosto säilytettiin nimellä %1.</translation>
    </message>
    <message>
        <source>The damaged file could not be moved aside (%1).</source>
        <translation>Vahingoittunutta tiedostoa ei voitu siirtää syrjään (%1).</translation>
    </message>
    <message>
        <source>Nothing can be saved until that file is moved or renamed.</source>
        <translation>Mitään ei voi tallentaa, ennen kuin tiedosto on siirretty tai nimetty uudelleen.</translation>
    </message>
    <message>
        <source>Some settings were invalid and were reset: %1.</source>
        <translation>Jotkin asetukset olivat virheellisiä ja palautettiin: %1.</translation>
    </message>
    <message>
        <source>the daily results of %1</source>
        <translation>päivän %1 tulokset</translation>
    </message>
    <message>
        <source>the %1 level of %2</source>
        <translation>pelin %2 taso %1</translation>
    </message>
    <message>
        <source>the levels of %1</source>
        <translation>pelin %1 tasot</translation>
    </message>
    <message>
        <source>Some statistics could not be read and were left out: %1.</source>
        <translation>Osaa tilastoista ei voitu lukea, ja ne jätettiin pois: %1.</translation>
    </message>
</context>
</TS>
