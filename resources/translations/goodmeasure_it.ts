<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>App</name>
    <message>
        <source>The position could not be opened: %1.</source>
        <extracomment>Another app runs on the same data folder and did not take the file.</extracomment>
        <translation>Impossibile aprire la posizione: %1.</translation>
    </message>
    <message>
        <source>goodmeasure is already running with the same game folder (process %1) and does not answer. So as not to overwrite its game, nothing was opened. Close it, or end that process, and try again.</source>
        <translation>goodmeasure è già in esecuzione con la stessa cartella di gioco (processo %1) e non risponde. Per non sovrascrivere la sua partita, non è stato aperto nulla. Chiudilo, oppure termina quel processo, e riprova.</translation>
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
        <translation>Panno verde</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grigio</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Marrone</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classico</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Indici grandi</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Quattro colori</translation>
    </message>
    <message>
        <source>The deck&apos;s own</source>
        <translation>Quello del mazzo</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Reticolo blu</translation>
    </message>
    <message>
        <source>The card deck %1 is not installed, so the %2 deck is used.</source>
        <translation>Il mazzo di carte %1 non è installato, quindi viene usato il mazzo %2.</translation>
    </message>
    <message>
        <source>The card back %1 is not installed, so the deck&apos;s own back is used.</source>
        <translation>Il dorso %1 non è installato, quindi viene usato il dorso del mazzo.</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>Tinta unita</translation>
    </message>
    <message>
        <source>Felt</source>
        <translation>Feltro</translation>
    </message>
    <message>
        <source>Spotlight</source>
        <translation>Fascio di luce</translation>
    </message>
</context>
<context>
    <name>Difficulty</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;Facile</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Medio</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>&amp;Difficile</translation>
    </message>
    <message>
        <source>E&amp;xpert</source>
        <translation>&amp;Esperto</translation>
    </message>
    <message>
        <source>Winnable deal of &amp;level</source>
        <translation>&amp;Partita vincibile per livello</translation>
    </message>
    <message>
        <source>No deal of level %1 can be dealt: under the standard rule the solver has never found a Gloucestershire deal that can be won. Turn on the free bouquet in Settings for deals of every level.</source>
        <translation>Impossibile distribuire una partita di livello %1: con la regola standard il risolutore non ha mai trovato una partita di Gloucestershire vincibile. Attiva il bouquet libero nelle Impostazioni per avere partite di ogni livello.</translation>
    </message>
    <message>
        <source>The solver found no deal of level %1 this time; try again.</source>
        <translation>Questa volta il risolutore non ha trovato nessuna partita di livello %1; riprova.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Level %1. %2</source>
        <translation>Livello %1. %2</translation>
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
        <translation>scoprire una carta dal mazzo</translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 in fondazione</translation>
    </message>
    <message>
        <source>%1 onto the waste</source>
        <translation>%1 sugli scarti</translation>
    </message>
    <message>
        <source>%1 onto bed %2</source>
        <translation>%1 sull&apos;aiuola %2</translation>
    </message>
    <message>
        <source>%1 onto column %2</source>
        <translation>%1 sulla colonna %2</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinta</translation>
    </message>
    <message>
        <source>Every card is home.</source>
        <translation>Tutte le carte sono in fondazione.</translation>
    </message>
    <message>
        <source>Thinking...</source>
        <translation>Sto pensando…</translation>
    </message>
    <message>
        <source>The solver is looking at this position.</source>
        <translation>Il risolutore sta esaminando questa posizione.</translation>
    </message>
    <message>
        <source>Thinking about a hint...</source>
        <translation>Cerco un suggerimento…</translation>
    </message>
    <message>
        <source>Looking for the last winnable position...</source>
        <translation>Cerco l&apos;ultima posizione vincibile…</translation>
    </message>
    <message>
        <source>This position can still be won: there is nothing to undo.</source>
        <translation>Questa posizione si può ancora vincere: non c&apos;è niente da annullare.</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Vincibile</translation>
    </message>
    <message>
        <source>The solver has found a winning line from here.</source>
        <translation>Il risolutore ha trovato una sequenza vincente a partire da qui.</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Persa</translation>
    </message>
    <message>
        <source>The solver proves that no win is left.</source>
        <translation>Il risolutore dimostra che la vittoria non è più possibile.</translation>
    </message>
    <message>
        <source>Looking deeper...</source>
        <translation>Cerco più a fondo…</translation>
    </message>
    <message>
        <source>The solver could not decide this position at once and is looking further.</source>
        <translation>Il risolutore non è riuscito a valutare subito questa posizione e continua a cercare.</translation>
    </message>
    <message>
        <source>Not yet known</source>
        <translation>Non ancora noto</translation>
    </message>
    <message>
        <source>The solver could not decide this position within its budget.</source>
        <translation>Il risolutore non è riuscito a valutare questa posizione entro i suoi limiti di calcolo.</translation>
    </message>
    <message>
        <source>The solver proves this deal cannot be won.</source>
        <translation>Il risolutore dimostra che questa partita non si può vincere.</translation>
    </message>
    <message>
        <source>Lost from the start</source>
        <translation>Persa fin dall&apos;inizio</translation>
    </message>
    <message>
        <source>Lost since move %1</source>
        <translation>Persa dalla mossa %1</translation>
    </message>
    <message>
        <source>Position after move %1 is the first the solver proves lost.</source>
        <translation>La posizione dopo la mossa %1 è la prima che il risolutore dimostra persa.</translation>
    </message>
    <message>
        <source>No earlier position is proven winnable.</source>
        <translation>Nessuna posizione precedente è dimostrata vincibile.</translation>
    </message>
    <message>
        <source>No legal move is left.</source>
        <translation>Non resta nessuna mossa valida.</translation>
    </message>
    <message>
        <source>Hint: %1%2. It leads to a win.</source>
        <translation>Suggerimento: %1%2. Porta alla vittoria.</translation>
    </message>
    <message>
        <source>Suggestion: %1%2.</source>
        <translation>Proposta: %1%2.</translation>
    </message>
    <message>
        <source>This deal is lost</source>
        <translation>Questa partita è persa</translation>
    </message>
    <message>
        <source>The solver proves that this deal cannot be won, whatever is played.</source>
        <translation>Il risolutore dimostra che questa partita non si può vincere, qualunque mossa si faccia.</translation>
    </message>
    <message>
        <source>This position is lost</source>
        <translation>Questa posizione è persa</translation>
    </message>
    <message>
        <source>The solver proves that no win is left from here. You can go back to the last position it can still win from.</source>
        <translation>Il risolutore dimostra che da qui la vittoria non è più possibile. Puoi tornare all&apos;ultima posizione da cui può ancora vincere.</translation>
    </message>
    <message>
        <source>Undo to the last winnable position</source>
        <translation>Annulla fino all&apos;ultima posizione vincibile</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Only a suggestion (no win proven): %1%2.</source>
        <translation>Solo una proposta (nessuna vittoria dimostrata): %1%2.</translation>
    </message>
    <message>
        <source>This game is won: every card is home.</source>
        <translation>Questa partita è vinta: tutte le carte sono in fondazione.</translation>
    </message>
    <message>
        <source>The solver is working on a solution...</source>
        <translation>Il risolutore sta cercando una soluzione…</translation>
    </message>
    <message>
        <source>The solver is still looking for a winning line...</source>
        <translation>Il risolutore sta ancora cercando una sequenza vincente…</translation>
    </message>
    <message>
        <source>The solver has no winning line from here to show.</source>
        <translation>Il risolutore non ha nessuna sequenza vincente da mostrare a partire da qui.</translation>
    </message>
</context>
<context>
    <name>HowTo</name>
    <message>
        <source>&lt;h3&gt;Playing with the mouse and keys&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Giocare con il mouse e la tastiera&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost column that takes it. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Trascina una carta libera su una pila: le pile che la accettano si illuminano. Con il Gioco automatico attivo, un clic manda una carta in fondazione se lì ci sta, altrimenti sulla colonna più a sinistra che la accetta. Con il Gioco automatico disattivato, un clic prende una carta e un clic su una pila la posa. Un doppio clic manda una carta nella sua fondazione.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost bed that takes it, and onto an empty bed only when no other bed does. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Trascina una carta libera su una pila: le pile che la accettano si illuminano. Con il Gioco automatico attivo, un clic manda una carta in fondazione se lì ci sta, altrimenti sull&apos;aiuola più a sinistra che la accetta, e su un&apos;aiuola vuota solo quando nessun&apos;altra aiuola la accetta. Con il Gioco automatico disattivato, un clic prende una carta e un clic su una pila la posa. Un doppio clic manda una carta nella sua fondazione.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a column&apos;s top card onto the waste: the waste lights up when it takes it. With Auto play on, a click plays the card onto the waste if it fits. With Auto play off, a click picks a card up and a click on the waste puts it down. A click on the stock turns its next card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Trascina la carta in cima a una colonna sugli scarti: gli scarti si illuminano quando la accettano. Con il Gioco automatico attivo, un clic gioca la carta sugli scarti se ci sta. Con il Gioco automatico disattivato, un clic prende una carta e un clic sugli scarti la posa. Un clic sul mazzo ne scopre la carta successiva.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down, F or Shift+Enter sends a card home, Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tasti: le frecce o Tab passano da una pila all&apos;altra, Spazio o Invio prende e posa, F o Maiusc+Invio manda una carta in fondazione, Ctrl+Z annulla, Ctrl+Maiusc+Z ripete, H chiede un suggerimento.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down (on the stock, turns a card), Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tasti: le frecce o Tab passano da una pila all&apos;altra, Spazio o Invio prende e posa (sul mazzo scopre una carta), Ctrl+Z annulla, Ctrl+Maiusc+Z ripete, H chiede un suggerimento.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the foundations and the score. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Con uno screen reader: T legge tutto il tavolo, P legge la pila selezionata dall&apos;alto, S legge le fondazioni e il punteggio. Ogni mossa, annullamento e suggerimento viene annunciato quando avviene.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the waste and the cards left. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Con uno screen reader: T legge tutto il tavolo, P legge la pila selezionata dall&apos;alto, S legge gli scarti e le carte rimaste. Ogni mossa, annullamento e suggerimento viene annunciato quando avviene.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With the free bouquet, Left and Right choose a bouquet card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Con il bouquet libero, Freccia sinistra e Freccia destra scelgono una carta del bouquet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Good Measure&lt;/h2&gt;&lt;p&gt;One deck. Two Aces start on the foundations straight away; the other 50 cards lie face up in ten columns of five, with every King moved to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the four foundations up by suit from Ace to King. Only the top card of a column moves, one at a time: home to its foundation, or onto a column whose top card is one rank higher, whatever the suit (any 7 on any 8).&lt;/p&gt;&lt;p&gt;A column that empties stays empty. There is no stock and no free cell, so plan ahead: every card is in view from the start. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Good Measure&lt;/h2&gt;&lt;p&gt;Un mazzo di carte. Due assi partono subito sulle fondazioni; le altre 50 carte sono disposte scoperte in dieci colonne da cinque, e ogni re viene spostato in fondo alla sua colonna.&lt;/p&gt;&lt;p&gt;Costruisci le quattro fondazioni per seme, in ordine crescente dall&apos;asso al re. Si muove solo la carta in cima a una colonna, una alla volta: nella sua fondazione, oppure su una colonna la cui carta in cima è di un valore superiore, di qualsiasi seme (qualsiasi 7 su qualsiasi 8).&lt;/p&gt;&lt;p&gt;Una colonna che si svuota resta vuota. Non ci sono né un mazzo da cui pescare né celle libere, quindi pianifica in anticipo: ogni carta è visibile fin dall&apos;inizio. Vinci quando tutte le 52 carte sono in fondazione.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Baker&apos;s Dozen&lt;/h2&gt;&lt;p&gt;One deck, dealt face up into thirteen columns of four. Before play begins every King goes to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the foundations up by suit from Ace to King. Move the top card of a column home, or onto a column whose top card is one rank higher in any suit.&lt;/p&gt;&lt;p&gt;An empty column is never filled again. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Baker&apos;s Dozen&lt;/h2&gt;&lt;p&gt;Un mazzo di carte, distribuito scoperto in tredici colonne da quattro. Prima che inizi il gioco, ogni re va in fondo alla sua colonna.&lt;/p&gt;&lt;p&gt;Costruisci le fondazioni per seme, in ordine crescente dall&apos;asso al re. Sposta la carta in cima a una colonna in fondazione, oppure su una colonna la cui carta in cima è di un valore superiore, di qualsiasi seme.&lt;/p&gt;&lt;p&gt;Una colonna vuota non viene mai più riempita. Vinci quando tutte le 52 carte sono in fondazione.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Seven columns of five cards lie face up; the other 17 cards are the stock. The waste starts empty, and any card may start it.&lt;/p&gt;&lt;p&gt;Play the top card of a column onto the waste when it is one rank above or below the waste&apos;s top card, suit ignored. Click the stock to turn its next card onto the waste; the stock is used once.&lt;/p&gt;&lt;p&gt;Options (Settings): &lt;i&gt;turn the corner&lt;/i&gt; lets Ace and King follow each other; &lt;i&gt;cards on a King&lt;/i&gt; lets a Queen (and with the corner an Ace) go on a King.&lt;/p&gt;&lt;p&gt;Clear all 35 column cards to win. The fewer cards you leave, the better.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Sette colonne di cinque carte sono disposte scoperte; le altre 17 carte formano il mazzo. Gli scarti all&apos;inizio sono vuoti, e qualsiasi carta può aprirli.&lt;/p&gt;&lt;p&gt;Gioca la carta in cima a una colonna sugli scarti quando è di un valore superiore o inferiore alla carta in cima agli scarti, senza badare al seme. Fai clic sul mazzo per scoprirne la carta successiva sugli scarti; il mazzo si usa una sola volta.&lt;/p&gt;&lt;p&gt;Varianti (Impostazioni): &lt;i&gt;girare l&apos;angolo&lt;/i&gt; permette all&apos;asso e al re di seguirsi l&apos;un l&apos;altro; &lt;i&gt;carte su un re&lt;/i&gt; permette di mettere una regina (e, con l&apos;angolo, un asso) su un re.&lt;/p&gt;&lt;p&gt;Togli tutte le 35 carte delle colonne per vincere. Meno carte lasci, meglio è.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Gloucestershire&lt;/h2&gt;&lt;p&gt;Two decks. Eight beds are dealt face up with 3 to 10 cards; the other 52 cards form the bouquet, fanned out along the bottom, of which only the top card (the rightmost) plays.&lt;/p&gt;&lt;p&gt;Any Ace starts a foundation, but each foundation has its own suit. It climbs from Ace to King, then the suit&apos;s second Ace follows and it climbs to King again.&lt;/p&gt;&lt;p&gt;On the beds build down in alternating colours; a King may go on an Ace. Any card fills an empty bed, and a foundation&apos;s top card may come back onto a bed.&lt;/p&gt;&lt;p&gt;With the &lt;i&gt;free bouquet&lt;/i&gt; option every bouquet card plays. You win when all 104 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Gloucestershire&lt;/h2&gt;&lt;p&gt;Due mazzi di carte. Si distribuiscono otto aiuole di carte scoperte, da 3 a 10 carte ciascuna; le altre 52 carte formano il bouquet, disposto a ventaglio lungo il bordo inferiore, del quale si può giocare solo la carta in cima (quella più a destra).&lt;/p&gt;&lt;p&gt;Qualsiasi asso apre una fondazione, ma ogni fondazione ha il proprio seme. Sale dall&apos;asso al re, poi segue il secondo asso di quel seme e si sale di nuovo fino al re.&lt;/p&gt;&lt;p&gt;Sulle aiuole si costruisce in ordine decrescente alternando i colori; un re può andare su un asso. Qualsiasi carta può riempire un&apos;aiuola vuota, e la carta in cima a una fondazione può tornare su un&apos;aiuola.&lt;/p&gt;&lt;p&gt;Con la variante &lt;i&gt;bouquet libero&lt;/i&gt; si può giocare ogni carta del bouquet. Vinci quando tutte le 104 carte sono in fondazione.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>LevelStatistics</name>
    <message>
        <source>By difficulty (winnable and daily deals)</source>
        <translation>Per difficoltà (partite vincibili e partite del giorno)</translation>
    </message>
    <message>
        <source>Fewest cards left</source>
        <translation>Meno carte rimaste</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Miglior punteggio</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Giocate</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New deal</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>&amp;Winnable deal</source>
        <translation>Partita &amp;vincibile</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>Partita del &amp;giorno</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Ricomincia</translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <source>&amp;Open position...</source>
        <translation>&amp;Apri posizione…</translation>
    </message>
    <message>
        <source>&amp;Save position...</source>
        <translation>&amp;Salva posizione…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>Mostra la s&amp;oluzione</translation>
    </message>
    <message>
        <source>Solution s&amp;tep</source>
        <translation>&amp;Passo della soluzione</translation>
    </message>
    <message>
        <source>Undo to last &amp;winnable position</source>
        <translation>Annulla fino all&apos;ultima posizione &amp;vincibile</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Come si gioca</translation>
    </message>
    <message>
        <source>&amp;About goodmeasure</source>
        <translation>&amp;Informazioni su goodmeasure</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Schermo intero</translation>
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
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Impostazioni</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Settings not saved: %s</source>
        <translation>Impostazioni non salvate: %s</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1)?</source>
        <translation>Abbandonare la partita in corso (mosse fatte: %1)?</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1) to open %2?</source>
        <translation>Abbandonare la partita in corso (mosse fatte: %1) per aprire %2?</translation>
    </message>
    <message>
        <source>It will count as a lost game.</source>
        <translation>Verrà contata come partita persa.</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Abbandonare la partita?</translation>
    </message>
    <message>
        <source>&amp;Abandon game</source>
        <translation>&amp;Abbandona la partita</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Continua a giocare</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>Non chiedere più</translation>
    </message>
    <message>
        <source>Open position</source>
        <translation>Apri posizione</translation>
    </message>
    <message>
        <source>Positions (*.deal);;All files (*)</source>
        <translation>Posizioni (*.deal);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>The position could not be opened: %1. Your game is unchanged.</source>
        <translation>Impossibile aprire la posizione: %1. La tua partita non è cambiata.</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Salva posizione</translation>
    </message>
    <message>
        <source>The position could not be saved: %1.</source>
        <translation>Impossibile salvare la posizione: %1.</translation>
    </message>
    <message>
        <source>Position saved to %1</source>
        <translation>Posizione salvata in %1</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Numero della partita</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win...</source>
        <translation>Cerco una partita che il risolutore possa vincere…</translation>
    </message>
    <message>
        <source>Under the standard rule, where only the bouquet&apos;s top card plays, the solver has never found a Gloucestershire deal that can be won: it proves nearly every deal lost. Turn on the free bouquet in Settings for deals it can win.</source>
        <translation>Con la regola standard, in cui si può giocare solo la carta in cima al bouquet, il risolutore non ha mai trovato una partita di Gloucestershire vincibile: dimostra persa quasi ogni partita. Attiva il bouquet libero nelle Impostazioni per avere partite che può vincere.</translation>
    </message>
    <message>
        <source>Gloucestershire&apos;s standard rule, where only the bouquet&apos;s top card plays, is almost never winnable: the solver proves nearly every deal lost. With the free bouquet every bouquet card plays, and many deals can be won.</source>
        <translation>Con la regola standard di Gloucestershire, in cui si può giocare solo la carta in cima al bouquet, non si vince quasi mai: il risolutore dimostra persa quasi ogni partita. Con il bouquet libero si può giocare ogni carta del bouquet, e molte partite si possono vincere.</translation>
    </message>
    <message>
        <source>The switch deals a new free-bouquet deal now; Settings can undo it.</source>
        <translation>Il passaggio distribuisce subito una nuova partita con il bouquet libero; puoi annullarlo nelle Impostazioni.</translation>
    </message>
    <message>
        <source>Switch to the free bouquet</source>
        <translation>Passa al bouquet libero</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>The free bouquet applies from the next deal.</source>
        <translation>Il bouquet libero si applica dalla prossima partita.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file, and the solver played a move.</source>
        <translation>Non conteggiata nelle statistiche: la posizione proviene da un file e il risolutore ha giocato una mossa.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file.</source>
        <translation>Non conteggiata nelle statistiche: la posizione proviene da un file.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the solver played a move.</source>
        <translation>Non conteggiata nelle statistiche: il risolutore ha giocato una mossa.</translation>
    </message>
    <message>
        <source>Undo a move or start a new deal.</source>
        <translation>Annulla una mossa o inizia una nuova partita.</translation>
    </message>
    <message>
        <source>The solver could not prove a deal winnable this time.</source>
        <translation>Questa volta il risolutore non è riuscito a dimostrare vincibile nessuna partita.</translation>
    </message>
    <message>
        <source>Deal n&amp;umber...</source>
        <translation>Partita n&amp;umero…</translation>
    </message>
    <message>
        <source>Play deal number (%1):</source>
        <translation>Numero della partita da giocare (%1):</translation>
    </message>
    <message>
        <source>Here is an ordinary deal instead; it may not be winnable.</source>
        <translation>Ecco invece una partita normale; potrebbe non essere vincibile.</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Hai vinto!</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Undo to last winnable position</source>
        <translation>Annulla fino all&apos;ultima posizione vincibile</translation>
    </message>
    <message>
        <source>No move left</source>
        <translation>Nessuna mossa rimasta</translation>
    </message>
    <message numerus="yes">
        <source>All columns cleared in %n moves, time %1.</source>
        <translation>
            <numerusform>Tutte le colonne svuotate in %n mossa, tempo&#xa0;%1.</numerusform>
            <numerusform>Tutte le colonne svuotate in %n mosse, tempo&#xa0;%1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1 in %n moves, time %2.</source>
        <translation>
            <numerusform>Punteggio %1 in %n mossa, tempo %2.</numerusform>
            <numerusform>Punteggio %1 in %n mosse, tempo %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily deal %1</source>
        <translation>Partita del giorno %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Partita %1</translation>
    </message>
    <message>
        <source>Deal from a file</source>
        <translation>Partita da un file</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Mosse: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tempo: %1</translation>
    </message>
    <message>
        <source>Cards left: %1</source>
        <translation>Carte rimaste: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Punteggio: %1</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <source>About goodmeasure</source>
        <translation>Informazioni su goodmeasure</translation>
    </message>
    <message>
        <source>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;Good Measure, Baker&apos;s Dozen, Golf and Gloucestershire: patience games of planning, with a solver that knows which deals can be won.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;Good Measure, Baker&apos;s Dozen, Golf e Gloucestershire: solitari di pianificazione, con un risolutore che sa quali partite si possono vincere.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Code and the Blue lattice card back: MIT licence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Codice e dorso delle carte “Reticolo blu”: licenza MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1: Adrian Kennard&apos;s playing cards (www.me.uk/cards), public domain under CC0 1.0.</source>
        <translation>%1: le carte da gioco di Adrian Kennard (www.me.uk/cards), di pubblico dominio secondo CC0 1.0.</translation>
    </message>
    <message>
        <source>%1: drawn for goodmeasure by its developers, public domain under CC0 1.0.</source>
        <translation>%1: opera degli sviluppatori di goodmeasure, di pubblico dominio secondo CC0 1.0.</translation>
    </message>
    <message>
        <source>Card decks:</source>
        <translation>Mazzi di carte:</translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is a file, not a folder.</source>
        <translation>Impossibile salvare le impostazioni: %1 è un file, non una cartella.</translation>
    </message>
    <message>
        <source>Settings could not be saved: permission denied in %1.</source>
        <translation>Impossibile salvare le impostazioni: permesso negato in %1.</translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is on a read-only disk.</source>
        <translation>Impossibile salvare le impostazioni: %1 si trova su un disco di sola lettura.</translation>
    </message>
    <message>
        <source>Settings could not be saved: the disk holding %1 is full.</source>
        <translation>Impossibile salvare le impostazioni: il disco che contiene %1 è pieno.</translation>
    </message>
    <message>
        <source>Settings could not be saved in %1 (%2).</source>
        <translation>Impossibile salvare le impostazioni in %1 (%2).</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>Esci da schermo intero</translation>
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
        <translation>Impossibile salvare le tue statistiche.</translation>
    </message>
    <message>
        <source>Your game could not be saved; it will not be resumed if goodmeasure stops.</source>
        <translation>Impossibile salvare la tua partita; non verrà ripresa se goodmeasure si chiude.</translation>
    </message>
    <message>
        <source>The finished game could not be cleared.</source>
        <translation>Impossibile eliminare la partita terminata.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>The %1 does not go on the %2.</source>
        <translation>La carta %1 non va sulla carta %2.</translation>
    </message>
    <message>
        <source>No foundation takes the %1 yet.</source>
        <translation>Nessuna fondazione accetta ancora la carta %1.</translation>
    </message>
    <message>
        <source>An empty column stays empty in this game.</source>
        <translation>In questo gioco una colonna vuota resta vuota.</translation>
    </message>
    <message>
        <source>No foundation or bed takes the %1 yet.</source>
        <translation>Nessuna fondazione o aiuola accetta ancora la carta %1.</translation>
    </message>
    <message>
        <source>No foundation or column takes the %1 yet.</source>
        <translation>Nessuna fondazione o colonna accetta ancora la carta %1.</translation>
    </message>
    <message>
        <source>The %1 has nowhere to go.</source>
        <translation>La carta %1 non può andare da nessuna parte.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Auto play: a click plays a card where it fits</source>
        <translation>Gioco automatico: un clic gioca una carta dove può andare</translation>
    </message>
    <message>
        <source>Auto finish: play the last cards off by itself</source>
        <translation>Completamento automatico: gioca da solo le ultime carte</translation>
    </message>
    <message>
        <source>Show in the status bar whether the deal can still be won</source>
        <translation>Mostra nella barra di stato se la partita si può ancora vincere</translation>
    </message>
    <message>
        <source>New deal deals only deals the solver can win</source>
        <translation>Nuova partita distribuisce solo partite che il risolutore può vincere</translation>
    </message>
    <message>
        <source>Ask before abandoning a game in progress</source>
        <translation>Chiedi prima di abbandonare una partita in corso</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Disattivata</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Animation:</source>
        <translation>Animazione:</translation>
    </message>
    <message>
        <source>Golf: turn the corner (Ace and King are neighbours)</source>
        <translation>Golf: girare l&apos;angolo (asso e re sono adiacenti)</translation>
    </message>
    <message>
        <source>Golf: cards on a King</source>
        <translation>Golf: carte su un re</translation>
    </message>
    <message>
        <source>Gloucestershire: free bouquet (every card plays)</source>
        <translation>Gloucestershire: bouquet libero (si può giocare ogni carta)</translation>
    </message>
    <message>
        <source>Game variants</source>
        <translation>Varianti di gioco</translation>
    </message>
    <message>
        <source>Variants take effect from the next deal.</source>
        <translation>Le varianti hanno effetto dalla prossima partita.</translation>
    </message>
    <message>
        <source>Choose a colour...</source>
        <translation>Scegli un colore…</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Lingua di sistema</translation>
    </message>
    <message>
        <source>A new language takes effect when goodmeasure starts again.</source>
        <translation>La nuova lingua avrà effetto al prossimo avvio di goodmeasure.</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Aspetto</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Colore del tavolo:</translation>
    </message>
    <message>
        <source>Table surface:</source>
        <translation>Superficie del tavolo:</translation>
    </message>
    <message>
        <source>High contrast: a black table, cards outlined in white</source>
        <translation>Contrasto elevato: tavolo nero, carte bordate di bianco</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Dorso delle carte:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Lingua:</translation>
    </message>
    <message>
        <source>Preview of the card deck</source>
        <translation>Anteprima del mazzo di carte</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>Mazzo di carte:</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Riproduci i suoni</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Audio</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Volume:</translation>
    </message>
    <message>
        <source>Sound needs Qt Multimedia, which is not installed: install goodmeasure[sound] for sound.</source>
        <translation>L&apos;audio richiede Qt Multimedia, che non è installato: installa goodmeasure[sound] per avere l&apos;audio.</translation>
    </message>
    <message>
        <source>No sound: this computer has no audio output.</source>
        <translation>Niente audio: questo computer non ha un&apos;uscita audio.</translation>
    </message>
    <message>
        <source>No sound: the audio output failed. Sound stays off until goodmeasure is restarted.</source>
        <translation>Niente audio: l&apos;uscita audio non funziona. L&apos;audio resta spento finché goodmeasure non viene riavviato.</translation>
    </message>
    <message>
        <source>Custom (%1)</source>
        <translation>Personalizzato (%1)</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Colore del tavolo</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Comando</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <source>On the table, arrows or Tab move between piles and Space or Enter picks up and puts down a card: How to play tells the rest.</source>
        <translation>Sul tavolo, le frecce o Tab passano da una pila all&apos;altra e Spazio o Invio prende e posa una carta: il resto è spiegato in Come si gioca.</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>%1, picked up</source>
        <translation>%1, carta presa</translation>
    </message>
    <message>
        <source>%1, takes the %2</source>
        <translation>%1, accetta la carta %2</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Read the table</source>
        <translation>Leggi il tavolo</translation>
    </message>
    <message>
        <source>Read the focused pile</source>
        <translation>Leggi la pila selezionata</translation>
    </message>
    <message>
        <source>Read the foundations and score</source>
        <translation>Leggi le fondazioni e il punteggio</translation>
    </message>
    <message>
        <source>Bed %1</source>
        <translation>Aiuola %1</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Colonna %1</translation>
    </message>
    <message>
        <source>Foundation %1</source>
        <translation>Fondazione %1</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>Scarti</translation>
    </message>
    <message>
        <source>Bouquet</source>
        <translation>Bouquet</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>senza carte</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2 face down</source>
        <translation>%1, %2 a faccia in giù</translation>
    </message>
    <message>
        <source>%1, card %2 of %3: %4</source>
        <translation>%1, carta %2 di %3: %4</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1, %2 from the top: %3</source>
        <translation>%1, %2 dall&apos;alto: %3</translation>
    </message>
    <message>
        <source>Picked up the %1.</source>
        <translation>Presa la carta %1.</translation>
    </message>
    <message>
        <source>Put back the %1.</source>
        <translation>Rimessa giù la carta %1.</translation>
    </message>
    <message>
        <source>The %1 does not go on %2.</source>
        <translation>La carta %1 non va su %2.</translation>
    </message>
    <message>
        <source>The %1 cannot go to its foundation yet.</source>
        <translation>La carta %1 non può ancora andare in fondazione.</translation>
    </message>
    <message>
        <source>No card to pick up on %1.</source>
        <translation>Nessuna carta da prendere su %1.</translation>
    </message>
    <message>
        <source>Turned the %1 onto the waste.</source>
        <translation>Scoperta la carta %1 sugli scarti.</translation>
    </message>
    <message>
        <source>%1 shows the %2.</source>
        <translation>%1 ora mostra la carta %2.</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1 ora è vuota.</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Annullato: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Ripetuto: %1</translation>
    </message>
    <message>
        <source>Back to the start of the deal.</source>
        <translation>Di nuovo all&apos;inizio della partita.</translation>
    </message>
    <message>
        <source>Back to move %1.</source>
        <translation>Di nuovo alla mossa %1.</translation>
    </message>
    <message>
        <source>Auto finish plays the rest home.</source>
        <translation>Il completamento automatico manda il resto in fondazione.</translation>
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
        <translation>carte su un re</translation>
    </message>
    <message>
        <source>turn the corner</source>
        <translation>girare l&apos;angolo</translation>
    </message>
    <message>
        <source>free bouquet</source>
        <translation>bouquet libero</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>rigoroso</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Played:</source>
        <translation>Giocate:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Vinte:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Percentuale di vittorie:</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>Serie attuale:</translation>
    </message>
    <message>
        <source>Best streak:</source>
        <translation>Serie migliore:</translation>
    </message>
    <message>
        <source>Fewest cards left:</source>
        <translation>Meno carte rimaste:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Miglior punteggio:</translation>
    </message>
    <message>
        <source>Fastest win:</source>
        <translation>Vittoria più rapida:</translation>
    </message>
    <message>
        <source>Fewest moves in a win:</source>
        <translation>Meno mosse in una vittoria:</translation>
    </message>
    <message>
        <source>Not counted above:</source>
        <translation>Non conteggiate sopra:</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Questo gioco</translation>
    </message>
    <message>
        <source>Positions opened from a file, and games in which the solver played a move, are not counted as played or won, and set no record.</source>
        <translation>Le posizioni aperte da un file e le partite in cui il risolutore ha giocato una mossa non vengono conteggiate come giocate o vinte e non stabiliscono record.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Daily deals</source>
        <translation>Partite del giorno</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Azzera…</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinta</translation>
    </message>
    <message>
        <source>Not won</source>
        <translation>Non vinta</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Azzera le statistiche</translation>
    </message>
    <message>
        <source>Forget all statistics of %1, daily results included?</source>
        <translation>Cancellare tutte le statistiche di %1, compresi i risultati giornalieri?</translation>
    </message>
</context>
<context>
    <name>WelcomeBar</name>
    <message>
        <source>New here? %1 opens How to play; %2 shows a hint.</source>
        <translation>Prima volta? %1: Come si gioca; %2: un suggerimento.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Ace</source>
        <translation>Asso</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Fante</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Regina</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>fiori</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>quadri</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cuori</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picche</translation>
    </message>
    <message>
        <source>turns a card from the stock</source>
        <translation>scopre una carta dal mazzo</translation>
    </message>
    <message>
        <source>moves the %1</source>
        <translation>sposta la carta %1</translation>
    </message>
    <message>
        <source>but the game is lost either way</source>
        <translation>ma la partita è comunque persa</translation>
    </message>
    <message>
        <source>plays the %1 home</source>
        <translation>manda la carta %1 in fondazione</translation>
    </message>
    <message>
        <source>frees the %1</source>
        <translation>libera la carta %1</translation>
    </message>
    <message>
        <source>empties column %2</source>
        <translation>svuota la colonna %2</translation>
    </message>
    <message>
        <source>empties bed %2</source>
        <translation>svuota l&apos;aiuola %2</translation>
    </message>
    <message>
        <source>plays the %1 onto the waste</source>
        <translation>gioca la carta %1 sugli scarti</translation>
    </message>
    <message>
        <source>brings the %1 back from its foundation</source>
        <translation>riporta indietro la carta %1 dalla sua fondazione</translation>
    </message>
    <message>
        <source>plays the %1 from the bouquet</source>
        <translation>gioca la carta %1 dal bouquet</translation>
    </message>
    <message>
        <source>empties nothing, keeps options</source>
        <translation>non svuota nulla, lascia aperte le possibilità</translation>
    </message>
    <message>
        <source>the game is won</source>
        <translation>la partita è vinta</translation>
    </message>
    <message>
        <source>no legal move is left</source>
        <translation>non resta nessuna mossa valida</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 di %2</translation>
    </message>
    <message>
        <source>Your settings could not be read (%1), so the default settings are used.</source>
        <translation>Impossibile leggere le tue impostazioni (%1), quindi vengono usate le impostazioni predefinite.</translation>
    </message>
    <message>
        <source>Your statistics could not be read (%1), so they start from zero.</source>
        <translation>Impossibile leggere le tue statistiche (%1), quindi ripartono da zero.</translation>
    </message>
    <message>
        <source>The saved game could not be read (%1), so a new deal was started.</source>
        <translation>Impossibile leggere la partita salvata (%1), quindi è stata iniziata una nuova partita.</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>il file non contiene testo</translation>
    </message>
    <message>
        <source>it is nested too deeply</source>
        <translation>il file ha troppi livelli di annidamento</translation>
    </message>
    <message>
        <source>it is not valid JSON</source>
        <translation>il file non è un JSON valido</translation>
    </message>
    <message>
        <source>it does not hold a JSON object</source>
        <translation>il file non contiene un oggetto JSON</translation>
    </message>
    <message>
        <source>it has schema %1, expected %2</source>
        <translation>il file ha lo schema %1, era previsto %2</translation>
    </message>
    <message>
        <source>it is far too large</source>
        <translation>il file è decisamente troppo grande</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>al suo posto non c&apos;è un file normale</translation>
    </message>
    <message>
        <source>it could not be opened (%1)</source>
        <translation>non è stato possibile aprire il file (%1)</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 è un file, non una cartella</translation>
    </message>
    <message>
        <source>%1 is not a deal number of at most %2</source>
        <translation>%1 non è un numero di partita non superiore a %2</translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <translation>%1 non è né vero né falso</translation>
    </message>
    <message>
        <source>%1 is not a whole number of at least %2</source>
        <translation>%1 non è un numero intero maggiore o uguale a %2</translation>
    </message>
    <message>
        <source>%1 is not a number of seconds</source>
        <translation>%1 non è un numero di secondi</translation>
    </message>
    <message>
        <source>%1 is not a non-negative number of seconds</source>
        <translation>%1 non è un numero di secondi non negativo</translation>
    </message>
    <message>
        <source>%1 is not text</source>
        <translation>%1 non è un testo</translation>
    </message>
    <message>
        <source>%1 is not a JSON object</source>
        <translation>%1 non è un oggetto JSON</translation>
    </message>
    <message>
        <source>%1 is not a list of text</source>
        <translation>%1 non è un elenco di testi</translation>
    </message>
    <message>
        <source>%1 is not a known game</source>
        <translation>%1 non è un gioco conosciuto</translation>
    </message>
    <message>
        <source>%1 is not a date</source>
        <translation>%1 non è una data</translation>
    </message>
    <message>
        <source>its cursor %1 is outside the %2 moves</source>
        <translation>la sua posizione corrente %1 è fuori dalle %2 mosse</translation>
    </message>
    <message>
        <source>its moves do not replay (%1)</source>
        <translation>le sue mosse non si possono rigiocare (%1)</translation>
    </message>
    <message>
        <source>its deal is for a different game or options</source>
        <translation>la sua distribuzione appartiene a un altro gioco o ad altre varianti</translation>
    </message>
    <message>
        <source>its game counts contradict each other</source>
        <translation>i conteggi delle partite sono in contraddizione tra loro</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Il file danneggiato è stato conservato come %1.</translation>
    </message>
    <message>
        <source>The damaged file could not be moved aside (%1).</source>
        <translation>Non è stato possibile spostare il file danneggiato (%1).</translation>
    </message>
    <message>
        <source>Nothing can be saved until that file is moved or renamed.</source>
        <translation>Non si può salvare nulla finché quel file non viene spostato o rinominato.</translation>
    </message>
    <message>
        <source>Some settings were invalid and were reset: %1.</source>
        <translation>Alcune impostazioni non erano valide e sono state ripristinate: %1.</translation>
    </message>
    <message>
        <source>the daily results of %1</source>
        <translation>i risultati giornalieri del %1</translation>
    </message>
    <message>
        <source>the %1 level of %2</source>
        <translation>il livello %1 di %2</translation>
    </message>
    <message>
        <source>the levels of %1</source>
        <translation>i livelli di %1</translation>
    </message>
    <message>
        <source>Some statistics could not be read and were left out: %1.</source>
        <translation>Alcune statistiche non erano leggibili e sono state omesse: %1.</translation>
    </message>
</context>
</TS>
