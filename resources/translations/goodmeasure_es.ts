<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>App</name>
    <message>
        <source>The position could not be opened: %1.</source>
        <extracomment>Another app runs on the same data folder and did not take the file.</extracomment>
        <translation>No se pudo abrir la posición: %1.</translation>
    </message>
    <message>
        <source>goodmeasure is already running with the same game folder (process %1) and does not answer. So as not to overwrite its game, nothing was opened. Close it, or end that process, and try again.</source>
        <translation>goodmeasure ya se está ejecutando con la misma carpeta de juego (proceso %1) y no responde. Para no sobrescribir su partida, no se ha abierto nada. Ciérralo, o termina ese proceso, y vuelve a intentarlo.</translation>
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
        <translation>Tapete verde</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Marrón</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clásica</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Índices grandes</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Cuatro colores</translation>
    </message>
    <message>
        <source>The deck&apos;s own</source>
        <translation>El propio de la baraja</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Celosía azul</translation>
    </message>
    <message>
        <source>The card deck %1 is not installed, so the %2 deck is used.</source>
        <translation>La baraja %1 no está instalada, así que se usa la baraja %2.</translation>
    </message>
    <message>
        <source>The card back %1 is not installed, so the deck&apos;s own back is used.</source>
        <translation>El reverso %1 no está instalado, así que se usa el reverso propio de la baraja.</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>Lisa</translation>
    </message>
    <message>
        <source>Felt</source>
        <translation>Fieltro</translation>
    </message>
    <message>
        <source>Spotlight</source>
        <translation>Foco de luz</translation>
    </message>
</context>
<context>
    <name>Difficulty</name>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;Fácil</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Medio</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>&amp;Difícil</translation>
    </message>
    <message>
        <source>E&amp;xpert</source>
        <translation>&amp;Experto</translation>
    </message>
    <message>
        <source>Winnable deal of &amp;level</source>
        <translation>Partida ganable por ni&amp;vel</translation>
    </message>
    <message>
        <source>No deal of level %1 can be dealt: under the standard rule the solver has never found a Gloucestershire deal that can be won. Turn on the free bouquet in Settings for deals of every level.</source>
        <translation>No se puede repartir ninguna partida de nivel %1: con la regla estándar, el solucionador nunca ha encontrado una partida de Gloucestershire que se pueda ganar. Activa el ramillete libre en Configuración para obtener partidas de todos los niveles.</translation>
    </message>
    <message>
        <source>The solver found no deal of level %1 this time; try again.</source>
        <translation>Esta vez el solucionador no ha encontrado ninguna partida de nivel %1; vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Level %1. %2</source>
        <translation>Nivel %1. %2</translation>
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
        <translation>descubrir una carta del mazo</translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 a su fundación</translation>
    </message>
    <message>
        <source>%1 onto the waste</source>
        <translation>%1 al descarte</translation>
    </message>
    <message>
        <source>%1 onto bed %2</source>
        <translation>%1 al parterre %2</translation>
    </message>
    <message>
        <source>%1 onto column %2</source>
        <translation>%1 a la columna %2</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganada</translation>
    </message>
    <message>
        <source>Every card is home.</source>
        <translation>Todas las cartas están en las fundaciones.</translation>
    </message>
    <message>
        <source>Thinking...</source>
        <translation>Pensando...</translation>
    </message>
    <message>
        <source>The solver is looking at this position.</source>
        <translation>El solucionador está analizando esta posición.</translation>
    </message>
    <message>
        <source>Thinking about a hint...</source>
        <translation>Buscando una pista...</translation>
    </message>
    <message>
        <source>Looking for the last winnable position...</source>
        <translation>Buscando la última posición ganable...</translation>
    </message>
    <message>
        <source>This position can still be won: there is nothing to undo.</source>
        <translation>Esta posición todavía se puede ganar: no hay nada que deshacer.</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Ganable</translation>
    </message>
    <message>
        <source>The solver has found a winning line from here.</source>
        <translation>El solucionador ha encontrado una secuencia ganadora desde aquí.</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdida</translation>
    </message>
    <message>
        <source>The solver proves that no win is left.</source>
        <translation>El solucionador demuestra que ya no es posible ganar.</translation>
    </message>
    <message>
        <source>Looking deeper...</source>
        <translation>Buscando más a fondo...</translation>
    </message>
    <message>
        <source>The solver could not decide this position at once and is looking further.</source>
        <translation>El solucionador no ha podido decidir esta posición de inmediato y sigue buscando.</translation>
    </message>
    <message>
        <source>Not yet known</source>
        <translation>Aún no se sabe</translation>
    </message>
    <message>
        <source>The solver could not decide this position within its budget.</source>
        <translation>El solucionador no ha podido decidir esta posición dentro de su límite.</translation>
    </message>
    <message>
        <source>The solver proves this deal cannot be won.</source>
        <translation>El solucionador demuestra que esta partida no se puede ganar.</translation>
    </message>
    <message>
        <source>Lost from the start</source>
        <translation>Perdida desde el principio</translation>
    </message>
    <message>
        <source>Lost since move %1</source>
        <translation>Perdida desde el movimiento %1</translation>
    </message>
    <message>
        <source>Position after move %1 is the first the solver proves lost.</source>
        <translation>La posición tras el movimiento %1 es la primera que el solucionador demuestra perdida.</translation>
    </message>
    <message>
        <source>No earlier position is proven winnable.</source>
        <translation>No se ha demostrado que ninguna posición anterior sea ganable.</translation>
    </message>
    <message>
        <source>No legal move is left.</source>
        <translation>No queda ningún movimiento válido.</translation>
    </message>
    <message>
        <source>Hint: %1%2. It leads to a win.</source>
        <translation>Pista: %1%2. Lleva a la victoria.</translation>
    </message>
    <message>
        <source>Suggestion: %1%2.</source>
        <translation>Sugerencia: %1%2.</translation>
    </message>
    <message>
        <source>This deal is lost</source>
        <translation>Esta partida está perdida</translation>
    </message>
    <message>
        <source>The solver proves that this deal cannot be won, whatever is played.</source>
        <translation>El solucionador demuestra que esta partida no se puede ganar, se juegue como se juegue.</translation>
    </message>
    <message>
        <source>This position is lost</source>
        <translation>Esta posición está perdida</translation>
    </message>
    <message>
        <source>The solver proves that no win is left from here. You can go back to the last position it can still win from.</source>
        <translation>El solucionador demuestra que desde aquí ya no es posible ganar. Puedes volver a la última posición desde la que todavía puede ganar.</translation>
    </message>
    <message>
        <source>Undo to the last winnable position</source>
        <translation>Deshacer hasta la última posición ganable</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Only a suggestion (no win proven): %1%2.</source>
        <translation>Solo una sugerencia (sin victoria demostrada): %1%2.</translation>
    </message>
    <message>
        <source>This game is won: every card is home.</source>
        <translation>Esta partida está ganada: todas las cartas están en las fundaciones.</translation>
    </message>
    <message>
        <source>The solver is working on a solution...</source>
        <translation>El solucionador está buscando una solución...</translation>
    </message>
    <message>
        <source>The solver is still looking for a winning line...</source>
        <translation>El solucionador sigue buscando una secuencia ganadora...</translation>
    </message>
    <message>
        <source>The solver has no winning line from here to show.</source>
        <translation>El solucionador no tiene ninguna secuencia ganadora que mostrar desde aquí.</translation>
    </message>
</context>
<context>
    <name>HowTo</name>
    <message>
        <source>&lt;h3&gt;Playing with the mouse and keys&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Jugar con el ratón y el teclado&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost column that takes it. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Arrastra una carta libre a una pila: se iluminan las pilas que la admiten. Con el juego automático activado, un clic lleva una carta a su fundación si encaja allí y, si no, a la columna más a la izquierda que la admita. Con el juego automático desactivado, un clic coge una carta y un clic en una pila la deja. Un doble clic envía una carta a su fundación.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost bed that takes it, and onto an empty bed only when no other bed does. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Arrastra una carta libre a una pila: se iluminan las pilas que la admiten. Con el juego automático activado, un clic lleva una carta a su fundación si encaja allí y, si no, al parterre más a la izquierda que la admita, y a un parterre vacío solo cuando ningún otro la admite. Con el juego automático desactivado, un clic coge una carta y un clic en una pila la deja. Un doble clic envía una carta a su fundación.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a column&apos;s top card onto the waste: the waste lights up when it takes it. With Auto play on, a click plays the card onto the waste if it fits. With Auto play off, a click picks a card up and a click on the waste puts it down. A click on the stock turns its next card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Arrastra la carta superior de una columna al descarte: el descarte se ilumina cuando la admite. Con el juego automático activado, un clic pone la carta en el descarte si encaja. Con el juego automático desactivado, un clic coge una carta y un clic en el descarte la deja. Un clic en el mazo descubre su siguiente carta.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down, F or Shift+Enter sends a card home, Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Teclas: las flechas o Tab te mueven entre las pilas, Espacio o Intro coge y deja, F o Mayús+Intro envía una carta a su fundación, Ctrl+Z deshace, Ctrl+Mayús+Z rehace, H pide una pista.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down (on the stock, turns a card), Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Teclas: las flechas o Tab te mueven entre las pilas, Espacio o Intro coge y deja (en el mazo, descubre una carta), Ctrl+Z deshace, Ctrl+Mayús+Z rehace, H pide una pista.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the foundations and the score. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Con un lector de pantalla: T lee toda la mesa, P lee la pila seleccionada desde arriba, S lee las fundaciones y la puntuación. Cada movimiento, cada deshacer y cada pista se anuncian en el momento.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the waste and the cards left. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Con un lector de pantalla: T lee toda la mesa, P lee la pila seleccionada desde arriba, S lee el descarte y las cartas restantes. Cada movimiento, cada deshacer y cada pista se anuncian en el momento.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With the free bouquet, Left and Right choose a bouquet card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Con el ramillete libre, las flechas izquierda y derecha eligen una carta del ramillete.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Good Measure&lt;/h2&gt;&lt;p&gt;One deck. Two Aces start on the foundations straight away; the other 50 cards lie face up in ten columns of five, with every King moved to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the four foundations up by suit from Ace to King. Only the top card of a column moves, one at a time: home to its foundation, or onto a column whose top card is one rank higher, whatever the suit (any 7 on any 8).&lt;/p&gt;&lt;p&gt;A column that empties stays empty. There is no stock and no free cell, so plan ahead: every card is in view from the start. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Good Measure&lt;/h2&gt;&lt;p&gt;Una baraja. Dos ases empiezan directamente en las fundaciones; las otras 50 cartas se colocan boca arriba en diez columnas de cinco, y cada rey se pasa al fondo de su columna.&lt;/p&gt;&lt;p&gt;Construye las cuatro fundaciones por palo, del as al rey. Solo se mueve la carta superior de una columna, de una en una: a su fundación, o sobre una columna cuya carta superior tenga el valor inmediatamente superior, sea cual sea el palo (cualquier 7 sobre cualquier 8).&lt;/p&gt;&lt;p&gt;Una columna que se vacía queda vacía. No hay mazo ni celda libre, así que planifica con antelación: todas las cartas están a la vista desde el principio. Ganas cuando las 52 cartas están en las fundaciones.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Baker&apos;s Dozen&lt;/h2&gt;&lt;p&gt;One deck, dealt face up into thirteen columns of four. Before play begins every King goes to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the foundations up by suit from Ace to King. Move the top card of a column home, or onto a column whose top card is one rank higher in any suit.&lt;/p&gt;&lt;p&gt;An empty column is never filled again. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Baker&apos;s Dozen&lt;/h2&gt;&lt;p&gt;Una baraja, repartida boca arriba en trece columnas de cuatro. Antes de empezar a jugar, cada rey pasa al fondo de su columna.&lt;/p&gt;&lt;p&gt;Construye las fundaciones por palo, del as al rey. Mueve la carta superior de una columna a su fundación, o sobre una columna cuya carta superior tenga el valor inmediatamente superior, de cualquier palo.&lt;/p&gt;&lt;p&gt;Una columna vacía no se vuelve a llenar nunca. Ganas cuando las 52 cartas están en las fundaciones.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Seven columns of five cards lie face up; the other 17 cards are the stock. The waste starts empty, and any card may start it.&lt;/p&gt;&lt;p&gt;Play the top card of a column onto the waste when it is one rank above or below the waste&apos;s top card, suit ignored. Click the stock to turn its next card onto the waste; the stock is used once.&lt;/p&gt;&lt;p&gt;Options (Settings): &lt;i&gt;turn the corner&lt;/i&gt; lets Ace and King follow each other; &lt;i&gt;cards on a King&lt;/i&gt; lets a Queen (and with the corner an Ace) go on a King.&lt;/p&gt;&lt;p&gt;Clear all 35 column cards to win. The fewer cards you leave, the better.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Siete columnas de cinco cartas están boca arriba; las otras 17 cartas forman el mazo. El descarte empieza vacío, y cualquier carta puede iniciarlo.&lt;/p&gt;&lt;p&gt;Pon la carta superior de una columna en el descarte cuando su valor sea inmediatamente superior o inferior al de la carta superior del descarte, sin importar el palo. Haz clic en el mazo para descubrir su siguiente carta sobre el descarte; el mazo se usa una sola vez.&lt;/p&gt;&lt;p&gt;Opciones (Configuración): &lt;i&gt;doblar la esquina&lt;/i&gt; permite que el as y el rey se sigan el uno al otro; &lt;i&gt;cartas sobre un rey&lt;/i&gt; permite poner una reina (y, con la esquina, un as) sobre un rey.&lt;/p&gt;&lt;p&gt;Retira las 35 cartas de las columnas para ganar. Cuantas menos cartas dejes, mejor.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Gloucestershire&lt;/h2&gt;&lt;p&gt;Two decks. Eight beds are dealt face up with 3 to 10 cards; the other 52 cards form the bouquet, fanned out along the bottom, of which only the top card (the rightmost) plays.&lt;/p&gt;&lt;p&gt;Any Ace starts a foundation, but each foundation has its own suit. It climbs from Ace to King, then the suit&apos;s second Ace follows and it climbs to King again.&lt;/p&gt;&lt;p&gt;On the beds build down in alternating colours; a King may go on an Ace. Any card fills an empty bed, and a foundation&apos;s top card may come back onto a bed.&lt;/p&gt;&lt;p&gt;With the &lt;i&gt;free bouquet&lt;/i&gt; option every bouquet card plays. You win when all 104 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Gloucestershire&lt;/h2&gt;&lt;p&gt;Dos barajas. Se reparten boca arriba ocho parterres de 3 a 10 cartas; las otras 52 cartas forman el ramillete, desplegado en abanico a lo largo de la parte inferior, del que solo se juega la carta superior (la de más a la derecha).&lt;/p&gt;&lt;p&gt;Cualquier as inicia una fundación, pero cada fundación tiene su propio palo. Sube del as al rey; después sigue el segundo as del palo y vuelve a subir hasta el rey.&lt;/p&gt;&lt;p&gt;En los parterres se construye en orden descendente alternando colores; un rey puede ir sobre un as. Cualquier carta puede ocupar un parterre vacío, y la carta superior de una fundación puede volver a un parterre.&lt;/p&gt;&lt;p&gt;Con la opción &lt;i&gt;ramillete libre&lt;/i&gt; se puede jugar cualquier carta del ramillete. Ganas cuando las 104 cartas están en las fundaciones.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>LevelStatistics</name>
    <message>
        <source>By difficulty (winnable and daily deals)</source>
        <translation>Por dificultad (partidas ganables y partidas del día)</translation>
    </message>
    <message>
        <source>Fewest cards left</source>
        <translation>Menos cartas restantes</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Mejor puntuación</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New deal</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Winnable deal</source>
        <translation>Partida &amp;ganable</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>Partida del &amp;día</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation>Es&amp;tadísticas...</translation>
    </message>
    <message>
        <source>&amp;Open position...</source>
        <translation>&amp;Abrir posición...</translation>
    </message>
    <message>
        <source>&amp;Save position...</source>
        <translation>Guardar p&amp;osición...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>Mostrar &amp;solución</translation>
    </message>
    <message>
        <source>Solution s&amp;tep</source>
        <translation>Paso de la solució&amp;n</translation>
    </message>
    <message>
        <source>Undo to last &amp;winnable position</source>
        <translation>Deshacer hasta la última posición &amp;ganable</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;Configuración...</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Cómo jugar</translation>
    </message>
    <message>
        <source>&amp;About goodmeasure</source>
        <translation>&amp;Acerca de goodmeasure</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>A&amp;tajos de teclado</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Pantalla completa</translation>
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
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Configuración</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ayuda</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Settings not saved: %s</source>
        <translation>No se ha guardado la configuración: %s</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1)?</source>
        <translation>¿Abandonar la partida en curso (movimientos realizados: %1)?</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1) to open %2?</source>
        <translation>¿Abandonar la partida en curso (movimientos realizados: %1) para abrir %2?</translation>
    </message>
    <message>
        <source>It will count as a lost game.</source>
        <translation>Contará como partida perdida.</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>¿Abandonar la partida?</translation>
    </message>
    <message>
        <source>&amp;Abandon game</source>
        <translation>&amp;Abandonar partida</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Seguir jugando</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>No volver a preguntar</translation>
    </message>
    <message>
        <source>Open position</source>
        <translation>Abrir posición</translation>
    </message>
    <message>
        <source>Positions (*.deal);;All files (*)</source>
        <translation>Posiciones (*.deal);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>The position could not be opened: %1. Your game is unchanged.</source>
        <translation>No se pudo abrir la posición: %1. Tu partida no ha cambiado.</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Guardar posición</translation>
    </message>
    <message>
        <source>The position could not be saved: %1.</source>
        <translation>No se pudo guardar la posición: %1.</translation>
    </message>
    <message>
        <source>Position saved to %1</source>
        <translation>Posición guardada en %1</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Número de partida</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win...</source>
        <translation>Buscando una partida que el solucionador pueda ganar...</translation>
    </message>
    <message>
        <source>Under the standard rule, where only the bouquet&apos;s top card plays, the solver has never found a Gloucestershire deal that can be won: it proves nearly every deal lost. Turn on the free bouquet in Settings for deals it can win.</source>
        <translation>Con la regla estándar, en la que solo se juega la carta superior del ramillete, el solucionador nunca ha encontrado una partida de Gloucestershire que se pueda ganar: demuestra que casi todas están perdidas. Activa el ramillete libre en Configuración para obtener partidas que pueda ganar.</translation>
    </message>
    <message>
        <source>Gloucestershire&apos;s standard rule, where only the bouquet&apos;s top card plays, is almost never winnable: the solver proves nearly every deal lost. With the free bouquet every bouquet card plays, and many deals can be won.</source>
        <translation>Con la regla estándar de Gloucestershire, en la que solo se juega la carta superior del ramillete, casi nunca se puede ganar: el solucionador demuestra que casi todas las partidas están perdidas. Con el ramillete libre se puede jugar cualquier carta del ramillete, y muchas partidas se pueden ganar.</translation>
    </message>
    <message>
        <source>The switch deals a new free-bouquet deal now; Settings can undo it.</source>
        <translation>El cambio reparte ya una nueva partida con ramillete libre; puedes deshacerlo en Configuración.</translation>
    </message>
    <message>
        <source>Switch to the free bouquet</source>
        <translation>Cambiar al ramillete libre</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>The free bouquet applies from the next deal.</source>
        <translation>El ramillete libre se aplicará a partir de la próxima partida.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file, and the solver played a move.</source>
        <translation>No cuenta en las estadísticas: la posición procede de un archivo y el solucionador ha hecho un movimiento.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file.</source>
        <translation>No cuenta en las estadísticas: la posición procede de un archivo.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the solver played a move.</source>
        <translation>No cuenta en las estadísticas: el solucionador ha hecho un movimiento.</translation>
    </message>
    <message>
        <source>Undo a move or start a new deal.</source>
        <translation>Deshaz un movimiento o empieza una nueva partida.</translation>
    </message>
    <message>
        <source>The solver could not prove a deal winnable this time.</source>
        <translation>Esta vez el solucionador no ha podido demostrar que ninguna partida sea ganable.</translation>
    </message>
    <message>
        <source>Deal n&amp;umber...</source>
        <translation>Número de &amp;partida...</translation>
    </message>
    <message>
        <source>Play deal number (%1):</source>
        <translation>Jugar la partida número (%1):</translation>
    </message>
    <message>
        <source>Here is an ordinary deal instead; it may not be winnable.</source>
        <translation>En su lugar, aquí tienes una partida normal; puede que no sea ganable.</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>¡Has ganado!</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Undo to last winnable position</source>
        <translation>Deshacer hasta la última posición ganable</translation>
    </message>
    <message>
        <source>No move left</source>
        <translation>No quedan movimientos</translation>
    </message>
    <message numerus="yes">
        <source>All columns cleared in %n moves, time %1.</source>
        <translation>
            <numerusform>Todas las columnas despejadas en %n movimiento, tiempo&#xa0;%1.</numerusform>
            <numerusform>Todas las columnas despejadas en %n movimientos, tiempo&#xa0;%1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1 in %n moves, time %2.</source>
        <translation>
            <numerusform>Puntuación %1 en %n movimiento, tiempo %2.</numerusform>
            <numerusform>Puntuación %1 en %n movimientos, tiempo %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily deal %1</source>
        <translation>Partida del día %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Partida %1</translation>
    </message>
    <message>
        <source>Deal from a file</source>
        <translation>Partida de un archivo</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Movimientos: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tiempo: %1</translation>
    </message>
    <message>
        <source>Cards left: %1</source>
        <translation>Cartas restantes: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Puntuación: %1</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cómo jugar</translation>
    </message>
    <message>
        <source>About goodmeasure</source>
        <translation>Acerca de goodmeasure</translation>
    </message>
    <message>
        <source>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;Good Measure, Baker&apos;s Dozen, Golf and Gloucestershire: patience games of planning, with a solver that knows which deals can be won.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;Good Measure, Baker&apos;s Dozen, Golf y Gloucestershire: solitarios de planificación, con un solucionador que sabe qué partidas se pueden ganar.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Code and the Blue lattice card back: MIT licence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Código y el reverso «Celosía azul»: licencia MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1: Adrian Kennard&apos;s playing cards (www.me.uk/cards), public domain under CC0 1.0.</source>
        <translation>%1: las cartas de Adrian Kennard (www.me.uk/cards), de dominio público bajo CC0 1.0.</translation>
    </message>
    <message>
        <source>%1: drawn for goodmeasure by its developers, public domain under CC0 1.0.</source>
        <translation>%1: obra de los desarrolladores de goodmeasure, de dominio público bajo CC0 1.0.</translation>
    </message>
    <message>
        <source>Card decks:</source>
        <translation>Barajas:</translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is a file, not a folder.</source>
        <translation>No se pudo guardar la configuración: %1 es un archivo, no una carpeta.</translation>
    </message>
    <message>
        <source>Settings could not be saved: permission denied in %1.</source>
        <translation>No se pudo guardar la configuración: permiso denegado en %1.</translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is on a read-only disk.</source>
        <translation>No se pudo guardar la configuración: %1 está en un disco de solo lectura.</translation>
    </message>
    <message>
        <source>Settings could not be saved: the disk holding %1 is full.</source>
        <translation>No se pudo guardar la configuración: el disco que contiene %1 está lleno.</translation>
    </message>
    <message>
        <source>Settings could not be saved in %1 (%2).</source>
        <translation>No se pudo guardar la configuración en %1 (%2).</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>Salir de pantalla completa</translation>
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
        <translation>No se pudieron guardar tus estadísticas.</translation>
    </message>
    <message>
        <source>Your game could not be saved; it will not be resumed if goodmeasure stops.</source>
        <translation>No se pudo guardar tu partida; no se reanudará si goodmeasure se cierra.</translation>
    </message>
    <message>
        <source>The finished game could not be cleared.</source>
        <translation>No se pudo borrar la partida terminada.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>The %1 does not go on the %2.</source>
        <translation>No se puede poner %1 sobre %2.</translation>
    </message>
    <message>
        <source>No foundation takes the %1 yet.</source>
        <translation>Todavía no hay ninguna fundación que admita %1.</translation>
    </message>
    <message>
        <source>An empty column stays empty in this game.</source>
        <translation>En este juego, una columna vacía se queda vacía.</translation>
    </message>
    <message>
        <source>No foundation or bed takes the %1 yet.</source>
        <translation>Todavía no hay ninguna fundación ni ningún parterre que admita %1.</translation>
    </message>
    <message>
        <source>No foundation or column takes the %1 yet.</source>
        <translation>Todavía no hay ninguna fundación ni ninguna columna que admita %1.</translation>
    </message>
    <message>
        <source>The %1 has nowhere to go.</source>
        <translation>No hay ningún sitio al que mover %1.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <source>Auto play: a click plays a card where it fits</source>
        <translation>Juego automático: un clic juega una carta donde encaje</translation>
    </message>
    <message>
        <source>Auto finish: play the last cards off by itself</source>
        <translation>Final automático: jugar por sí solo las últimas cartas</translation>
    </message>
    <message>
        <source>Show in the status bar whether the deal can still be won</source>
        <translation>Mostrar en la barra de estado si la partida aún se puede ganar</translation>
    </message>
    <message>
        <source>New deal deals only deals the solver can win</source>
        <translation>«Nueva partida» solo reparte partidas que el solucionador puede ganar</translation>
    </message>
    <message>
        <source>Ask before abandoning a game in progress</source>
        <translation>Preguntar antes de abandonar una partida en curso</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Animation:</source>
        <translation>Animación:</translation>
    </message>
    <message>
        <source>Golf: turn the corner (Ace and King are neighbours)</source>
        <translation>Golf: doblar la esquina (el as y el rey son contiguos)</translation>
    </message>
    <message>
        <source>Golf: cards on a King</source>
        <translation>Golf: cartas sobre un rey</translation>
    </message>
    <message>
        <source>Gloucestershire: free bouquet (every card plays)</source>
        <translation>Gloucestershire: ramillete libre (se puede jugar cualquier carta)</translation>
    </message>
    <message>
        <source>Game variants</source>
        <translation>Variantes del juego</translation>
    </message>
    <message>
        <source>Variants take effect from the next deal.</source>
        <translation>Las variantes se aplican a partir de la próxima partida.</translation>
    </message>
    <message>
        <source>Choose a colour...</source>
        <translation>Elegir un color...</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>A new language takes effect when goodmeasure starts again.</source>
        <translation>El nuevo idioma se aplicará cuando vuelvas a iniciar goodmeasure.</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Apariencia</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Color de la mesa:</translation>
    </message>
    <message>
        <source>Table surface:</source>
        <translation>Superficie de la mesa:</translation>
    </message>
    <message>
        <source>High contrast: a black table, cards outlined in white</source>
        <translation>Alto contraste: mesa negra, cartas con borde blanco</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Reverso de las cartas:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <source>Preview of the card deck</source>
        <translation>Vista previa de la baraja</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>Baraja:</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Reproducir sonidos</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sonido</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Volumen:</translation>
    </message>
    <message>
        <source>Sound needs Qt Multimedia, which is not installed: install goodmeasure[sound] for sound.</source>
        <translation>El sonido necesita Qt Multimedia, que no está instalado: instala goodmeasure[sound] para tener sonido.</translation>
    </message>
    <message>
        <source>No sound: this computer has no audio output.</source>
        <translation>Sin sonido: este equipo no tiene salida de audio.</translation>
    </message>
    <message>
        <source>No sound: the audio output failed. Sound stays off until goodmeasure is restarted.</source>
        <translation>Sin sonido: la salida de audio ha fallado. El sonido seguirá desactivado hasta que se reinicie goodmeasure.</translation>
    </message>
    <message>
        <source>Custom (%1)</source>
        <translation>Personalizado (%1)</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Color de la mesa</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Comando</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>On the table, arrows or Tab move between piles and Space or Enter picks up and puts down a card: How to play tells the rest.</source>
        <translation>En la mesa, las flechas o Tab te mueven entre las pilas, y Espacio o Intro coge y deja una carta: Cómo jugar explica el resto.</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>%1, picked up</source>
        <translation>%1, carta cogida</translation>
    </message>
    <message>
        <source>%1, takes the %2</source>
        <translation>%1, admite %2</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Read the table</source>
        <translation>Leer la mesa</translation>
    </message>
    <message>
        <source>Read the focused pile</source>
        <translation>Leer la pila seleccionada</translation>
    </message>
    <message>
        <source>Read the foundations and score</source>
        <translation>Leer las fundaciones y la puntuación</translation>
    </message>
    <message>
        <source>Bed %1</source>
        <translation>Parterre %1</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Columna %1</translation>
    </message>
    <message>
        <source>Foundation %1</source>
        <translation>Fundación %1</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>Bouquet</source>
        <translation>Ramillete</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>sin cartas</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 sobre %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2 face down</source>
        <translation>%1, %2 boca abajo</translation>
    </message>
    <message>
        <source>%1, card %2 of %3: %4</source>
        <translation>%1, carta %2 de %3: %4</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1, %2 from the top: %3</source>
        <translation>%1, %2 desde arriba: %3</translation>
    </message>
    <message>
        <source>Picked up the %1.</source>
        <translation>Carta cogida: %1.</translation>
    </message>
    <message>
        <source>Put back the %1.</source>
        <translation>Carta devuelta: %1.</translation>
    </message>
    <message>
        <source>The %1 does not go on %2.</source>
        <translation>No se puede poner %1 sobre %2.</translation>
    </message>
    <message>
        <source>The %1 cannot go to its foundation yet.</source>
        <translation>Todavía no se puede llevar %1 a su fundación.</translation>
    </message>
    <message>
        <source>No card to pick up on %1.</source>
        <translation>No hay ninguna carta que coger en %1.</translation>
    </message>
    <message>
        <source>Turned the %1 onto the waste.</source>
        <translation>Carta descubierta en el descarte: %1.</translation>
    </message>
    <message>
        <source>%1 shows the %2.</source>
        <translation>%1 muestra %2.</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1 se ha vaciado.</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Deshecho: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Rehecho: %1</translation>
    </message>
    <message>
        <source>Back to the start of the deal.</source>
        <translation>De vuelta al inicio de la partida.</translation>
    </message>
    <message>
        <source>Back to move %1.</source>
        <translation>De vuelta al movimiento %1.</translation>
    </message>
    <message>
        <source>Auto finish plays the rest home.</source>
        <translation>El final automático lleva el resto a las fundaciones.</translation>
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
        <translation>cartas sobre un rey</translation>
    </message>
    <message>
        <source>turn the corner</source>
        <translation>doblar la esquina</translation>
    </message>
    <message>
        <source>free bouquet</source>
        <translation>ramillete libre</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>estricto</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Played:</source>
        <translation>Jugadas:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Ganadas:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Porcentaje de victorias:</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>Racha actual:</translation>
    </message>
    <message>
        <source>Best streak:</source>
        <translation>Mejor racha:</translation>
    </message>
    <message>
        <source>Fewest cards left:</source>
        <translation>Menos cartas restantes:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Mejor puntuación:</translation>
    </message>
    <message>
        <source>Fastest win:</source>
        <translation>Victoria más rápida:</translation>
    </message>
    <message>
        <source>Fewest moves in a win:</source>
        <translation>Menos movimientos en una victoria:</translation>
    </message>
    <message>
        <source>Not counted above:</source>
        <translation>No contabilizadas arriba:</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Este juego</translation>
    </message>
    <message>
        <source>Positions opened from a file, and games in which the solver played a move, are not counted as played or won, and set no record.</source>
        <translation>Las posiciones abiertas desde un archivo y las partidas en las que el solucionador hizo un movimiento no cuentan como jugadas ni como ganadas, y no establecen ningún récord.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Movimientos</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Daily deals</source>
        <translation>Partidas del día</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Restablecer...</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganada</translation>
    </message>
    <message>
        <source>Not won</source>
        <translation>No ganada</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Restablecer estadísticas</translation>
    </message>
    <message>
        <source>Forget all statistics of %1, daily results included?</source>
        <translation>¿Olvidar todas las estadísticas de %1, incluidos los resultados diarios?</translation>
    </message>
</context>
<context>
    <name>WelcomeBar</name>
    <message>
        <source>New here? %1 opens How to play; %2 shows a hint.</source>
        <translation>¿Primera vez aquí? %1 abre Cómo jugar; %2 muestra una pista.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cómo jugar</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Cerrar</translation>
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
        <translation>sota</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>reina</translation>
    </message>
    <message>
        <source>King</source>
        <translation>rey</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>turns a card from the stock</source>
        <translation>descubre una carta del mazo</translation>
    </message>
    <message>
        <source>moves the %1</source>
        <translation>mueve %1</translation>
    </message>
    <message>
        <source>but the game is lost either way</source>
        <translation>pero la partida está perdida de todos modos</translation>
    </message>
    <message>
        <source>plays the %1 home</source>
        <translation>lleva %1 a su fundación</translation>
    </message>
    <message>
        <source>frees the %1</source>
        <translation>libera %1</translation>
    </message>
    <message>
        <source>empties column %2</source>
        <translation>vacía la columna %2</translation>
    </message>
    <message>
        <source>empties bed %2</source>
        <translation>vacía el parterre %2</translation>
    </message>
    <message>
        <source>plays the %1 onto the waste</source>
        <translation>pone %1 en el descarte</translation>
    </message>
    <message>
        <source>brings the %1 back from its foundation</source>
        <translation>devuelve %1 desde su fundación</translation>
    </message>
    <message>
        <source>plays the %1 from the bouquet</source>
        <translation>juega %1 desde el ramillete</translation>
    </message>
    <message>
        <source>empties nothing, keeps options</source>
        <translation>no vacía nada, mantiene opciones</translation>
    </message>
    <message>
        <source>the game is won</source>
        <translation>la partida está ganada</translation>
    </message>
    <message>
        <source>no legal move is left</source>
        <translation>no queda ningún movimiento válido</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Your settings could not be read (%1), so the default settings are used.</source>
        <translation>No se pudo leer tu configuración (%1), así que se usa la configuración predeterminada.</translation>
    </message>
    <message>
        <source>Your statistics could not be read (%1), so they start from zero.</source>
        <translation>No se pudieron leer tus estadísticas (%1), así que empiezan desde cero.</translation>
    </message>
    <message>
        <source>The saved game could not be read (%1), so a new deal was started.</source>
        <translation>No se pudo leer la partida guardada (%1), así que se ha empezado una nueva partida.</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>no es texto</translation>
    </message>
    <message>
        <source>it is nested too deeply</source>
        <translation>tiene demasiados niveles de anidamiento</translation>
    </message>
    <message>
        <source>it is not valid JSON</source>
        <translation>no es JSON válido</translation>
    </message>
    <message>
        <source>it does not hold a JSON object</source>
        <translation>no contiene un objeto JSON</translation>
    </message>
    <message>
        <source>it has schema %1, expected %2</source>
        <translation>tiene el esquema %1, se esperaba el %2</translation>
    </message>
    <message>
        <source>it is far too large</source>
        <translation>es demasiado grande</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>no es un archivo normal</translation>
    </message>
    <message>
        <source>it could not be opened (%1)</source>
        <translation>no se pudo abrir (%1)</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 es un archivo, no una carpeta</translation>
    </message>
    <message>
        <source>%1 is not a deal number of at most %2</source>
        <translation>%1 no es un número de partida de como máximo %2</translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <translation>%1 no es verdadero ni falso</translation>
    </message>
    <message>
        <source>%1 is not a whole number of at least %2</source>
        <translation>%1 no es un número entero mayor o igual que %2</translation>
    </message>
    <message>
        <source>%1 is not a number of seconds</source>
        <translation>%1 no es un número de segundos</translation>
    </message>
    <message>
        <source>%1 is not a non-negative number of seconds</source>
        <translation>%1 no es un número de segundos no negativo</translation>
    </message>
    <message>
        <source>%1 is not text</source>
        <translation>%1 no es texto</translation>
    </message>
    <message>
        <source>%1 is not a JSON object</source>
        <translation>%1 no es un objeto JSON</translation>
    </message>
    <message>
        <source>%1 is not a list of text</source>
        <translation>%1 no es una lista de textos</translation>
    </message>
    <message>
        <source>%1 is not a known game</source>
        <translation>%1 no es un juego conocido</translation>
    </message>
    <message>
        <source>%1 is not a date</source>
        <translation>%1 no es una fecha</translation>
    </message>
    <message>
        <source>its cursor %1 is outside the %2 moves</source>
        <translation>su cursor %1 está fuera de los %2 movimientos</translation>
    </message>
    <message>
        <source>its moves do not replay (%1)</source>
        <translation>sus movimientos no se pueden reproducir (%1)</translation>
    </message>
    <message>
        <source>its deal is for a different game or options</source>
        <translation>su reparto corresponde a otro juego u otras opciones</translation>
    </message>
    <message>
        <source>its game counts contradict each other</source>
        <translation>sus recuentos de partidas se contradicen</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>El archivo dañado se ha conservado como %1.</translation>
    </message>
    <message>
        <source>The damaged file could not be moved aside (%1).</source>
        <translation>No se pudo apartar el archivo dañado (%1).</translation>
    </message>
    <message>
        <source>Nothing can be saved until that file is moved or renamed.</source>
        <translation>No se podrá guardar nada hasta que ese archivo se mueva o se cambie de nombre.</translation>
    </message>
    <message>
        <source>Some settings were invalid and were reset: %1.</source>
        <translation>Algunos ajustes no eran válidos y se han restablecido: %1.</translation>
    </message>
    <message>
        <source>the daily results of %1</source>
        <translation>los resultados diarios de %1</translation>
    </message>
    <message>
        <source>the %1 level of %2</source>
        <translation>el nivel %1 de %2</translation>
    </message>
    <message>
        <source>the levels of %1</source>
        <translation>los niveles de %1</translation>
    </message>
    <message>
        <source>Some statistics could not be read and were left out: %1.</source>
        <translation>Algunas estadísticas no se pudieron leer y se han omitido: %1.</translation>
    </message>
</context>
</TS>
