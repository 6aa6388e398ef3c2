<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>App</name>
    <message>
        <source>The position could not be opened: %1.</source>
        <extracomment>Another app runs on the same data folder and did not take the file.</extracomment>
        <translation>Não foi possível abrir a posição: %1.</translation>
    </message>
    <message>
        <source>goodmeasure is already running with the same game folder (process %1) and does not answer. So as not to overwrite its game, nothing was opened. Close it, or end that process, and try again.</source>
        <translation>O goodmeasure já está em execução com a mesma pasta de jogo (processo %1) e não responde. Para não sobrescrever a partida dele, nada foi aberto. Feche-o, ou encerre esse processo, e tente de novo.</translation>
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
        <translation>Pano verde</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Vermelho</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Cinza</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Marrom</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clássico</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Índice grande</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Quatro cores</translation>
    </message>
    <message>
        <source>The deck&apos;s own</source>
        <translation>O do próprio baralho</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Treliça azul</translation>
    </message>
    <message>
        <source>The card deck %1 is not installed, so the %2 deck is used.</source>
        <translation>O baralho %1 não está instalado, então é usado o baralho %2.</translation>
    </message>
    <message>
        <source>The card back %1 is not installed, so the deck&apos;s own back is used.</source>
        <translation>O verso %1 não está instalado, então é usado o verso do próprio baralho.</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>Liso</translation>
    </message>
    <message>
        <source>Felt</source>
        <translation>Feltro</translation>
    </message>
    <message>
        <source>Spotlight</source>
        <translation>Holofote</translation>
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
        <translation>Médio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Mestre</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;Fácil</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Médio</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>&amp;Difícil</translation>
    </message>
    <message>
        <source>E&amp;xpert</source>
        <translation>Mes&amp;tre</translation>
    </message>
    <message>
        <source>Winnable deal of &amp;level</source>
        <translation>Partida vencível por níve&amp;l</translation>
    </message>
    <message>
        <source>No deal of level %1 can be dealt: under the standard rule the solver has never found a Gloucestershire deal that can be won. Turn on the free bouquet in Settings for deals of every level.</source>
        <translation>Nenhuma partida de nível %1 pode ser distribuída: com a regra padrão, o solucionador nunca encontrou uma partida de Gloucestershire vencível. Ative o buquê livre nas Configurações para ter partidas de todos os níveis.</translation>
    </message>
    <message>
        <source>The solver found no deal of level %1 this time; try again.</source>
        <translation>O solucionador não achou nenhuma partida de nível %1 desta vez; tente de novo.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Level %1. %2</source>
        <translation>Nível %1. %2</translation>
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
        <translation>virar uma carta do monte</translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 para a fundação</translation>
    </message>
    <message>
        <source>%1 onto the waste</source>
        <translation>%1 no descarte</translation>
    </message>
    <message>
        <source>%1 onto bed %2</source>
        <translation>%1 no canteiro %2</translation>
    </message>
    <message>
        <source>%1 onto column %2</source>
        <translation>%1 na coluna %2</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vencida</translation>
    </message>
    <message>
        <source>Thinking...</source>
        <translation>Pensando...</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Vencível</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdida</translation>
    </message>
    <message>
        <source>Looking deeper...</source>
        <translation>Analisando mais...</translation>
    </message>
    <message>
        <source>Not yet known</source>
        <translation>Ainda não se sabe</translation>
    </message>
    <message>
        <source>Lost from the start</source>
        <translation>Perdida desde o início</translation>
    </message>
    <message>
        <source>Lost since move %1</source>
        <translation>Perdida na jogada %1</translation>
    </message>
    <message>
        <source>Every card is home.</source>
        <translation>Todas as cartas estão nas fundações.</translation>
    </message>
    <message>
        <source>The solver is looking at this position.</source>
        <translation>O solucionador está analisando esta posição.</translation>
    </message>
    <message>
        <source>Thinking about a hint...</source>
        <translation>Pensando numa dica...</translation>
    </message>
    <message>
        <source>Looking for the last winnable position...</source>
        <translation>Procurando a última posição vencível...</translation>
    </message>
    <message>
        <source>This position can still be won: there is nothing to undo.</source>
        <translation>Esta posição ainda pode ser vencida: não há nada a desfazer.</translation>
    </message>
    <message>
        <source>The solver has found a winning line from here.</source>
        <translation>O solucionador encontrou um caminho para a vitória a partir daqui.</translation>
    </message>
    <message>
        <source>The solver proves that no win is left.</source>
        <translation>O solucionador prova que não há mais como vencer.</translation>
    </message>
    <message>
        <source>The solver could not decide this position at once and is looking further.</source>
        <translation>O solucionador não conseguiu decidir esta posição de imediato e está analisando mais.</translation>
    </message>
    <message>
        <source>The solver could not decide this position within its budget.</source>
        <translation>O solucionador não conseguiu decidir esta posição dentro do seu limite.</translation>
    </message>
    <message>
        <source>The solver proves this deal cannot be won.</source>
        <translation>O solucionador prova que esta partida não pode ser vencida.</translation>
    </message>
    <message>
        <source>Position after move %1 is the first the solver proves lost.</source>
        <translation>A posição após a jogada %1 é a primeira que o solucionador prova perdida.</translation>
    </message>
    <message>
        <source>No earlier position is proven winnable.</source>
        <translation>Nenhuma posição anterior é comprovadamente vencível.</translation>
    </message>
    <message>
        <source>No legal move is left.</source>
        <translation>Não resta nenhuma jogada válida.</translation>
    </message>
    <message>
        <source>Hint: %1%2. It leads to a win.</source>
        <translation>Dica: %1%2. Leva à vitória.</translation>
    </message>
    <message>
        <source>Suggestion: %1%2.</source>
        <translation>Sugestão: %1%2.</translation>
    </message>
    <message>
        <source>This deal is lost</source>
        <translation>Esta partida está perdida</translation>
    </message>
    <message>
        <source>The solver proves that this deal cannot be won, whatever is played.</source>
        <translation>O solucionador prova que esta partida não pode ser vencida, seja qual for a jogada.</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>This position is lost</source>
        <translation>Esta posição está perdida</translation>
    </message>
    <message>
        <source>The solver proves that no win is left from here. You can go back to the last position it can still win from.</source>
        <translation>O solucionador prova que daqui não há mais como vencer. Você pode voltar à última posição a partir da qual ele ainda consegue vencer.</translation>
    </message>
    <message>
        <source>Undo to the last winnable position</source>
        <translation>Desfazer até a última posição vencível</translation>
    </message>
    <message>
        <source>Only a suggestion (no win proven): %1%2.</source>
        <translation>Só uma sugestão (sem vitória comprovada): %1%2.</translation>
    </message>
    <message>
        <source>This game is won: every card is home.</source>
        <translation>Partida vencida: todas as cartas estão nas fundações.</translation>
    </message>
    <message>
        <source>The solver is working on a solution...</source>
        <translation>O solucionador está buscando uma solução...</translation>
    </message>
    <message>
        <source>The solver is still looking for a winning line...</source>
        <translation>O solucionador ainda procura um caminho para a vitória...</translation>
    </message>
    <message>
        <source>The solver has no winning line from here to show.</source>
        <translation>O solucionador não tem, a partir daqui, um caminho para a vitória a mostrar.</translation>
    </message>
</context>
<context>
    <name>HowTo</name>
    <message>
        <source>&lt;h3&gt;Playing with the mouse and keys&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Jogando com o mouse e o teclado&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost column that takes it. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Arraste uma carta livre até uma pilha: as pilhas que a aceitam se acendem. Com a Jogada automática ligada, um clique joga a carta na fundação se ela couber lá, senão na coluna mais à esquerda que a aceite. Com a Jogada automática desligada, um clique pega uma carta e um clique numa pilha a solta. Um clique duplo manda a carta para a fundação.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost bed that takes it, and onto an empty bed only when no other bed does. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Arraste uma carta livre até uma pilha: as pilhas que a aceitam se acendem. Com a Jogada automática ligada, um clique joga a carta na fundação se ela couber lá, senão no canteiro mais à esquerda que a aceite, e num canteiro vazio só quando nenhum outro canteiro a aceita. Com a Jogada automática desligada, um clique pega uma carta e um clique numa pilha a solta. Um clique duplo manda a carta para a fundação.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a column&apos;s top card onto the waste: the waste lights up when it takes it. With Auto play on, a click plays the card onto the waste if it fits. With Auto play off, a click picks a card up and a click on the waste puts it down. A click on the stock turns its next card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Arraste a carta do topo de uma coluna até o descarte: o descarte se acende quando a aceita. Com a Jogada automática ligada, um clique joga a carta no descarte se ela couber. Com a Jogada automática desligada, um clique pega uma carta e um clique no descarte a solta. Um clique no monte vira a próxima carta dele.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down, F or Shift+Enter sends a card home, Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Teclas: setas ou Tab andam entre as pilhas, Espaço ou Enter pega e solta, F ou Shift+Enter manda uma carta para a fundação, Ctrl+Z desfaz, Ctrl+Shift+Z refaz, H pede uma dica.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down (on the stock, turns a card), Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Teclas: setas ou Tab andam entre as pilhas, Espaço ou Enter pega e solta (no monte, vira uma carta), Ctrl+Z desfaz, Ctrl+Shift+Z refaz, H pede uma dica.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the foundations and the score. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Com um leitor de tela: T lê a mesa inteira, P lê a pilha em foco a partir do topo, S lê as fundações e os pontos. Cada jogada, desfazer e dica é anunciado na hora.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the waste and the cards left. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Com um leitor de tela: T lê a mesa inteira, P lê a pilha em foco a partir do topo, S lê o descarte e as cartas restantes. Cada jogada, desfazer e dica é anunciado na hora.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With the free bouquet, Left and Right choose a bouquet card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Com o buquê livre, Esquerda e Direita escolhem uma carta do buquê.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Good Measure&lt;/h2&gt;&lt;p&gt;One deck. Two Aces start on the foundations straight away; the other 50 cards lie face up in ten columns of five, with every King moved to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the four foundations up by suit from Ace to King. Only the top card of a column moves, one at a time: home to its foundation, or onto a column whose top card is one rank higher, whatever the suit (any 7 on any 8).&lt;/p&gt;&lt;p&gt;A column that empties stays empty. There is no stock and no free cell, so plan ahead: every card is in view from the start. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Good Measure&lt;/h2&gt;&lt;p&gt;Um baralho. Dois Ases começam logo nas fundações; as outras 50 cartas ficam viradas para cima em dez colunas de cinco, com cada Rei levado para o fundo da sua coluna.&lt;/p&gt;&lt;p&gt;Monte as quatro fundações por naipe, do Ás ao Rei. Só a carta do topo de uma coluna se move, uma de cada vez: para a sua fundação, ou sobre uma coluna cuja carta do topo seja um valor acima, qualquer que seja o naipe (qualquer 7 sobre qualquer 8).&lt;/p&gt;&lt;p&gt;Uma coluna que se esvazia fica vazia. Não há monte nem célula livre, então planeje: todas as cartas estão à vista desde o início. Você vence quando as 52 cartas estiverem nas fundações.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Baker&apos;s Dozen&lt;/h2&gt;&lt;p&gt;One deck, dealt face up into thirteen columns of four. Before play begins every King goes to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the foundations up by suit from Ace to King. Move the top card of a column home, or onto a column whose top card is one rank higher in any suit.&lt;/p&gt;&lt;p&gt;An empty column is never filled again. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Baker&apos;s Dozen&lt;/h2&gt;&lt;p&gt;Um baralho, distribuído com as cartas viradas para cima em treze colunas de quatro. Antes de o jogo começar, cada Rei vai para o fundo da sua coluna.&lt;/p&gt;&lt;p&gt;Monte as fundações por naipe, do Ás ao Rei. Mova a carta do topo de uma coluna para a fundação, ou sobre uma coluna cuja carta do topo seja um valor acima, de qualquer naipe.&lt;/p&gt;&lt;p&gt;Uma coluna vazia nunca volta a ser preenchida. Você vence quando as 52 cartas estiverem nas fundações.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Seven columns of five cards lie face up; the other 17 cards are the stock. The waste starts empty, and any card may start it.&lt;/p&gt;&lt;p&gt;Play the top card of a column onto the waste when it is one rank above or below the waste&apos;s top card, suit ignored. Click the stock to turn its next card onto the waste; the stock is used once.&lt;/p&gt;&lt;p&gt;Options (Settings): &lt;i&gt;turn the corner&lt;/i&gt; lets Ace and King follow each other; &lt;i&gt;cards on a King&lt;/i&gt; lets a Queen (and with the corner an Ace) go on a King.&lt;/p&gt;&lt;p&gt;Clear all 35 column cards to win. The fewer cards you leave, the better.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Sete colunas de cinco cartas ficam viradas para cima; as outras 17 cartas formam o monte. O descarte começa vazio, e qualquer carta pode iniciá-lo.&lt;/p&gt;&lt;p&gt;Jogue a carta do topo de uma coluna no descarte quando ela for um valor acima ou abaixo da carta do topo do descarte, sem importar o naipe. Clique no monte para virar a próxima carta dele no descarte; o monte é usado uma só vez.&lt;/p&gt;&lt;p&gt;Opções (Configurações): &lt;i&gt;dar a volta&lt;/i&gt; deixa o Ás e o Rei se seguirem; &lt;i&gt;cartas sobre um Rei&lt;/i&gt; deixa uma Dama (e, dando a volta, um Ás) ir sobre um Rei.&lt;/p&gt;&lt;p&gt;Limpe as 35 cartas das colunas para vencer. Quanto menos cartas sobrarem, melhor.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Gloucestershire&lt;/h2&gt;&lt;p&gt;Two decks. Eight beds are dealt face up with 3 to 10 cards; the other 52 cards form the bouquet, fanned out along the bottom, of which only the top card (the rightmost) plays.&lt;/p&gt;&lt;p&gt;Any Ace starts a foundation, but each foundation has its own suit. It climbs from Ace to King, then the suit&apos;s second Ace follows and it climbs to King again.&lt;/p&gt;&lt;p&gt;On the beds build down in alternating colours; a King may go on an Ace. Any card fills an empty bed, and a foundation&apos;s top card may come back onto a bed.&lt;/p&gt;&lt;p&gt;With the &lt;i&gt;free bouquet&lt;/i&gt; option every bouquet card plays. You win when all 104 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Gloucestershire&lt;/h2&gt;&lt;p&gt;Dois baralhos. Oito canteiros são distribuídos com as cartas viradas para cima, de 3 a 10 cartas cada; as outras 52 cartas formam o buquê, aberto em leque ao longo da parte de baixo, do qual só a carta do topo (a mais à direita) é jogável.&lt;/p&gt;&lt;p&gt;Qualquer Ás inicia uma fundação, mas cada fundação tem o seu próprio naipe. Ela sobe do Ás ao Rei; depois vem o segundo Ás do naipe, e ela sobe de novo até o Rei.&lt;/p&gt;&lt;p&gt;Nos canteiros, monte em ordem decrescente alternando as cores; um Rei pode ir sobre um Ás. Qualquer carta preenche um canteiro vazio, e a carta do topo de uma fundação pode voltar para um canteiro.&lt;/p&gt;&lt;p&gt;Com a opção &lt;i&gt;buquê livre&lt;/i&gt;, todas as cartas do buquê são jogáveis. Você vence quando as 104 cartas estiverem nas fundações.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>LevelStatistics</name>
    <message>
        <source>By difficulty (winnable and daily deals)</source>
        <translation>Por dificuldade (partidas vencíveis e do dia)</translation>
    </message>
    <message>
        <source>Fewest cards left</source>
        <translation>Menos cartas restantes</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Melhor pontuação</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nível</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vitórias</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New deal</source>
        <translation>&amp;Nova partida</translation>
    </message>
    <message>
        <source>&amp;Winnable deal</source>
        <translation>Partida &amp;vencível</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>Partida do &amp;dia</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>Deal n&amp;umber...</source>
        <translation>Número da &amp;partida...</translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation>&amp;Estatísticas...</translation>
    </message>
    <message>
        <source>&amp;Open position...</source>
        <translation>&amp;Abrir posição...</translation>
    </message>
    <message>
        <source>&amp;Save position...</source>
        <translation>Salvar p&amp;osição...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>D&amp;ica</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>&amp;Mostrar solução</translation>
    </message>
    <message>
        <source>Solution s&amp;tep</source>
        <translation>&amp;Passo da solução</translation>
    </message>
    <message>
        <source>Undo to last &amp;winnable position</source>
        <translation>Desfazer até a última posição &amp;vencível</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;Configurações...</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Como jogar</translation>
    </message>
    <message>
        <source>&amp;About goodmeasure</source>
        <translation>&amp;Sobre o goodmeasure</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atalhos de teclado</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Tela cheia</translation>
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
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Configurações</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajuda</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Gloucestershire&apos;s standard rule, where only the bouquet&apos;s top card plays, is almost never winnable: the solver proves nearly every deal lost. With the free bouquet every bouquet card plays, and many deals can be won.</source>
        <translation>A regra padrão de Gloucestershire, em que só a carta do topo do buquê é jogável, quase nunca permite vencer: o solucionador prova que quase todas as partidas estão perdidas. Com o buquê livre, todas as cartas do buquê são jogáveis, e muitas partidas podem ser vencidas.</translation>
    </message>
    <message>
        <source>The switch deals a new free-bouquet deal now; Settings can undo it.</source>
        <translation>A troca distribui agora uma nova partida com buquê livre; as Configurações podem desfazê-la.</translation>
    </message>
    <message>
        <source>Switch to the free bouquet</source>
        <translation>Mudar para o buquê livre</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Dispensar</translation>
    </message>
    <message>
        <source>The free bouquet applies from the next deal.</source>
        <translation>O buquê livre vale a partir da próxima partida.</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Número da partida</translation>
    </message>
    <message>
        <source>Play deal number (%1):</source>
        <translation>Jogar a partida número (%1):</translation>
    </message>
    <message>
        <source>Under the standard rule, where only the bouquet&apos;s top card plays, the solver has never found a Gloucestershire deal that can be won: it proves nearly every deal lost. Turn on the free bouquet in Settings for deals it can win.</source>
        <translation>Com a regra padrão, em que só a carta do topo do buquê é jogável, o solucionador nunca encontrou uma partida de Gloucestershire vencível: ele prova que quase todas estão perdidas. Ative o buquê livre nas Configurações para ter partidas que ele consiga vencer.</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win...</source>
        <translation>Procurando uma partida que o solucionador consiga vencer...</translation>
    </message>
    <message>
        <source>The solver could not prove a deal winnable this time.</source>
        <translation>O solucionador não conseguiu provar desta vez que uma partida é vencível.</translation>
    </message>
    <message>
        <source>Here is an ordinary deal instead; it may not be winnable.</source>
        <translation>Aqui vai uma partida comum; ela pode não ser vencível.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file, and the solver played a move.</source>
        <translation>Não contada nas estatísticas: a posição veio de um arquivo, e o solucionador fez uma jogada.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file.</source>
        <translation>Não contada nas estatísticas: a posição veio de um arquivo.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the solver played a move.</source>
        <translation>Não contada nas estatísticas: o solucionador fez uma jogada.</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Você venceu!</translation>
    </message>
    <message>
        <source>Undo a move or start a new deal.</source>
        <translation>Desfaça uma jogada ou comece uma nova partida.</translation>
    </message>
    <message>
        <source>Cards left: %1</source>
        <translation>Restam: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Undo to last winnable position</source>
        <translation>Desfazer até a última posição vencível</translation>
    </message>
    <message>
        <source>No move left</source>
        <translation>Sem jogadas</translation>
    </message>
    <message>
        <source>Open position</source>
        <translation>Abrir posição</translation>
    </message>
    <message>
        <source>Positions (*.deal);;All files (*)</source>
        <translation>Posições (*.deal);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>The position could not be opened: %1. Your game is unchanged.</source>
        <translation>Não foi possível abrir a posição: %1. Sua partida não foi alterada.</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Salvar posição</translation>
    </message>
    <message>
        <source>The position could not be saved: %1.</source>
        <translation>Não foi possível salvar a posição: %1.</translation>
    </message>
    <message>
        <source>Position saved to %1</source>
        <translation>Posição salva em %1</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Como jogar</translation>
    </message>
    <message>
        <source>About goodmeasure</source>
        <translation>Sobre o goodmeasure</translation>
    </message>
    <message>
        <source>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;Good Measure, Baker&apos;s Dozen, Golf and Gloucestershire: patience games of planning, with a solver that knows which deals can be won.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;Good Measure, Baker&apos;s Dozen, Golf e Gloucestershire: jogos de paciência de planejamento, com um solucionador que sabe quais partidas podem ser vencidas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Code and the Blue lattice card back: MIT licence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Código e o verso de cartas Treliça azul: licença MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1: Adrian Kennard&apos;s playing cards (www.me.uk/cards), public domain under CC0 1.0.</source>
        <translation>%1: as cartas de baralho de Adrian Kennard (www.me.uk/cards), em domínio público sob CC0 1.0.</translation>
    </message>
    <message>
        <source>%1: drawn for goodmeasure by its developers, public domain under CC0 1.0.</source>
        <translation>%1: obra dos desenvolvedores do goodmeasure, em domínio público sob CC0 1.0.</translation>
    </message>
    <message>
        <source>Card decks:</source>
        <translation>Baralhos:</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1)?</source>
        <translation>Abandonar a partida em andamento (jogadas feitas: %1)?</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1) to open %2?</source>
        <translation>Abandonar a partida em andamento (jogadas feitas: %1) para abrir %2?</translation>
    </message>
    <message>
        <source>It will count as a lost game.</source>
        <translation>Ela contará como uma partida perdida.</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Abandonar a partida?</translation>
    </message>
    <message>
        <source>&amp;Abandon game</source>
        <translation>&amp;Abandonar partida</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Continuar jogando</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>Não perguntar de novo</translation>
    </message>
    <message>
        <source>Settings not saved: %s</source>
        <translation>Configurações não salvas: %s</translation>
    </message>
    <message numerus="yes">
        <source>All columns cleared in %n moves, time %1.</source>
        <translation>
            <numerusform>Todas as colunas limpas em %n jogada, tempo %1.</numerusform>
            <numerusform>Todas as colunas limpas em %n jogadas, tempo %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1 in %n moves, time %2.</source>
        <translation>
            <numerusform>%1 pontos em %n jogada, tempo %2.</numerusform>
            <numerusform>%1 pontos em %n jogadas, tempo %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is a file, not a folder.</source>
        <translation>Não foi possível salvar as configurações: %1 é um arquivo, não uma pasta.</translation>
    </message>
    <message>
        <source>Settings could not be saved: permission denied in %1.</source>
        <translation>Não foi possível salvar as configurações: permissão negada em %1.</translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is on a read-only disk.</source>
        <translation>Não foi possível salvar as configurações: %1 está num disco somente leitura.</translation>
    </message>
    <message>
        <source>Settings could not be saved: the disk holding %1 is full.</source>
        <translation>Não foi possível salvar as configurações: o disco que contém %1 está cheio.</translation>
    </message>
    <message>
        <source>Settings could not be saved in %1 (%2).</source>
        <translation>Não foi possível salvar as configurações em %1 (%2).</translation>
    </message>
    <message>
        <source>Daily deal %1</source>
        <translation>Partida do dia %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Partida %1</translation>
    </message>
    <message>
        <source>Deal from a file</source>
        <translation>Partida de arquivo</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Jogadas: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tempo: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Pontos: %1</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>Sair da tela cheia</translation>
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
        <translation>Não foi possível salvar sua partida; ela não será retomada se o goodmeasure parar.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved.</source>
        <translation>Não foi possível salvar suas estatísticas.</translation>
    </message>
    <message>
        <source>The finished game could not be cleared.</source>
        <translation>Não foi possível limpar a partida terminada.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>The %1 does not go on the %2.</source>
        <translation>Não dá para pôr %1 sobre %2.</translation>
    </message>
    <message>
        <source>No foundation takes the %1 yet.</source>
        <translation>Nenhuma fundação aceita %1 ainda.</translation>
    </message>
    <message>
        <source>An empty column stays empty in this game.</source>
        <translation>Neste jogo, uma coluna vazia continua vazia.</translation>
    </message>
    <message>
        <source>No foundation or bed takes the %1 yet.</source>
        <translation>Nenhuma fundação ou canteiro aceita %1 ainda.</translation>
    </message>
    <message>
        <source>No foundation or column takes the %1 yet.</source>
        <translation>Nenhuma fundação ou coluna aceita %1 ainda.</translation>
    </message>
    <message>
        <source>The %1 has nowhere to go.</source>
        <translation>Não há para onde levar %1.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Aparência</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Auto play: a click plays a card where it fits</source>
        <translation>Jogada automática: um clique joga a carta onde ela cabe</translation>
    </message>
    <message>
        <source>Auto finish: play the last cards off by itself</source>
        <translation>Conclusão automática: joga sozinha as últimas cartas</translation>
    </message>
    <message>
        <source>Show in the status bar whether the deal can still be won</source>
        <translation>Mostrar na barra de status se ainda dá para vencer</translation>
    </message>
    <message>
        <source>New deal deals only deals the solver can win</source>
        <translation>Nova partida: só partidas que o solucionador consegue vencer</translation>
    </message>
    <message>
        <source>Ask before abandoning a game in progress</source>
        <translation>Perguntar antes de abandonar uma partida em andamento</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desligada</translation>
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
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Animation:</source>
        <translation>Animação:</translation>
    </message>
    <message>
        <source>Golf: turn the corner (Ace and King are neighbours)</source>
        <translation>Golf: dar a volta (Ás e Rei são vizinhos)</translation>
    </message>
    <message>
        <source>Golf: cards on a King</source>
        <translation>Golf: cartas sobre um Rei</translation>
    </message>
    <message>
        <source>Gloucestershire: free bouquet (every card plays)</source>
        <translation>Gloucestershire: buquê livre (toda carta é jogável)</translation>
    </message>
    <message>
        <source>Game variants</source>
        <translation>Variantes do jogo</translation>
    </message>
    <message>
        <source>Variants take effect from the next deal.</source>
        <translation>As variantes valem a partir da próxima partida.</translation>
    </message>
    <message>
        <source>Choose a colour...</source>
        <translation>Escolher uma cor...</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma do sistema</translation>
    </message>
    <message>
        <source>A new language takes effect when goodmeasure starts again.</source>
        <translation>Um novo idioma vale quando o goodmeasure for iniciado de novo.</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Cor da mesa:</translation>
    </message>
    <message>
        <source>Table surface:</source>
        <translation>Superfície da mesa:</translation>
    </message>
    <message>
        <source>High contrast: a black table, cards outlined in white</source>
        <translation>Alto contraste: mesa preta, cartas contornadas de branco</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Verso das cartas:</translation>
    </message>
    <message>
        <source>Preview of the card deck</source>
        <translation>Prévia do baralho</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>Baralho:</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Tocar sons</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Som</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Volume:</translation>
    </message>
    <message>
        <source>Sound needs Qt Multimedia, which is not installed: install goodmeasure[sound] for sound.</source>
        <translation>O som precisa do Qt Multimedia, que não está instalado: instale goodmeasure[sound] para ter som.</translation>
    </message>
    <message>
        <source>No sound: this computer has no audio output.</source>
        <translation>Sem som: este computador não tem saída de áudio.</translation>
    </message>
    <message>
        <source>No sound: the audio output failed. Sound stays off until goodmeasure is restarted.</source>
        <translation>Sem som: a saída de áudio falhou. O som fica desligado até o goodmeasure ser reiniciado.</translation>
    </message>
    <message>
        <source>Custom (%1)</source>
        <translation>Personalizada (%1)</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Cor da mesa</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atalhos de teclado</translation>
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
        <translation>Na mesa, setas ou Tab andam entre as pilhas, e Espaço ou Enter pega e solta uma carta: Como jogar explica o resto.</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>%1, picked up</source>
        <translation>%1, carta na mão</translation>
    </message>
    <message>
        <source>%1, takes the %2</source>
        <translation>%1, aceita %2</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Read the table</source>
        <translation>Ler a mesa</translation>
    </message>
    <message>
        <source>Read the focused pile</source>
        <translation>Ler a pilha em foco</translation>
    </message>
    <message>
        <source>Read the foundations and score</source>
        <translation>Ler as fundações e os pontos</translation>
    </message>
    <message>
        <source>Bed %1</source>
        <translation>Canteiro %1</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Coluna %1</translation>
    </message>
    <message>
        <source>Foundation %1</source>
        <translation>Fundação %1</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Monte</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>Bouquet</source>
        <translation>Buquê</translation>
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
        <translation>sem cartas</translation>
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
        <translation>%1, %2 com a face para baixo</translation>
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
        <translation>%1, %2 a partir do topo: %3</translation>
    </message>
    <message>
        <source>Picked up the %1.</source>
        <translation>Carta na mão: %1.</translation>
    </message>
    <message>
        <source>Put back the %1.</source>
        <translation>Carta devolvida: %1.</translation>
    </message>
    <message>
        <source>The %1 does not go on %2.</source>
        <translation>Não dá para pôr %1 sobre %2.</translation>
    </message>
    <message>
        <source>The %1 cannot go to its foundation yet.</source>
        <translation>%1 ainda não pode ir para a fundação.</translation>
    </message>
    <message>
        <source>No card to pick up on %1.</source>
        <translation>Nenhuma carta para pegar em %1.</translation>
    </message>
    <message>
        <source>Turned the %1 onto the waste.</source>
        <translation>Carta virada no descarte: %1.</translation>
    </message>
    <message>
        <source>%1 shows the %2.</source>
        <translation>%1 agora mostra %2.</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1 agora está sem cartas.</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Desfeito: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Refeito: %1</translation>
    </message>
    <message>
        <source>Back to the start of the deal.</source>
        <translation>De volta ao início da partida.</translation>
    </message>
    <message>
        <source>Back to move %1.</source>
        <translation>De volta à jogada %1.</translation>
    </message>
    <message>
        <source>Auto finish plays the rest home.</source>
        <translation>A conclusão automática joga o resto nas fundações.</translation>
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
        <translation>cartas sobre um Rei</translation>
    </message>
    <message>
        <source>turn the corner</source>
        <translation>dar a volta</translation>
    </message>
    <message>
        <source>free bouquet</source>
        <translation>buquê livre</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>estrito</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Played:</source>
        <translation>Partidas:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Vitórias:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Taxa de vitórias:</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>Sequência atual:</translation>
    </message>
    <message>
        <source>Best streak:</source>
        <translation>Melhor sequência:</translation>
    </message>
    <message>
        <source>Fewest cards left:</source>
        <translation>Menos cartas restantes:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Melhor pontuação:</translation>
    </message>
    <message>
        <source>Fastest win:</source>
        <translation>Vitória mais rápida:</translation>
    </message>
    <message>
        <source>Fewest moves in a win:</source>
        <translation>Menos jogadas numa vitória:</translation>
    </message>
    <message>
        <source>Not counted above:</source>
        <translation>Não contadas acima:</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Esta partida</translation>
    </message>
    <message>
        <source>Positions opened from a file, and games in which the solver played a move, are not counted as played or won, and set no record.</source>
        <translation>Posições abertas de um arquivo, e partidas em que o solucionador fez uma jogada, não contam como jogadas nem vencidas, e não estabelecem recorde.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jogadas</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Daily deals</source>
        <translation>Partidas do dia</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Zerar...</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vencida</translation>
    </message>
    <message>
        <source>Not won</source>
        <translation>Não vencida</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Zerar estatísticas</translation>
    </message>
    <message>
        <source>Forget all statistics of %1, daily results included?</source>
        <translation>Esquecer todas as estatísticas de %1, incluindo os resultados diários?</translation>
    </message>
</context>
<context>
    <name>WelcomeBar</name>
    <message>
        <source>New here? %1 opens How to play; %2 shows a hint.</source>
        <translation>Novo por aqui? %1 abre Como jogar; %2 mostra uma dica.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Como jogar</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Dispensar</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Ace</source>
        <translation>Ás</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Valete</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rei</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>paus</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ouros</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>copas</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>espadas</translation>
    </message>
    <message>
        <source>turns a card from the stock</source>
        <translation>vira uma carta do monte</translation>
    </message>
    <message>
        <source>moves the %1</source>
        <translation>move %1</translation>
    </message>
    <message>
        <source>but the game is lost either way</source>
        <translation>mas a partida está perdida de qualquer jeito</translation>
    </message>
    <message>
        <source>plays the %1 home</source>
        <translation>joga %1 na fundação</translation>
    </message>
    <message>
        <source>frees the %1</source>
        <translation>libera %1</translation>
    </message>
    <message>
        <source>empties column %2</source>
        <translation>esvazia a coluna %2</translation>
    </message>
    <message>
        <source>empties bed %2</source>
        <translation>esvazia o canteiro %2</translation>
    </message>
    <message>
        <source>plays the %1 onto the waste</source>
        <translation>joga %1 no descarte</translation>
    </message>
    <message>
        <source>brings the %1 back from its foundation</source>
        <translation>traz %1 de volta da fundação</translation>
    </message>
    <message>
        <source>plays the %1 from the bouquet</source>
        <translation>joga %1 do buquê</translation>
    </message>
    <message>
        <source>empties nothing, keeps options</source>
        <translation>não esvazia nada, mantém opções</translation>
    </message>
    <message>
        <source>the game is won</source>
        <translation>a partida está vencida</translation>
    </message>
    <message>
        <source>no legal move is left</source>
        <translation>não resta nenhuma jogada válida</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Your settings could not be read (%1), so the default settings are used.</source>
        <translation>Não foi possível ler suas configurações (%1), então as configurações padrão são usadas.</translation>
    </message>
    <message>
        <source>Your statistics could not be read (%1), so they start from zero.</source>
        <translation>Não foi possível ler suas estatísticas (%1), então elas recomeçam do zero.</translation>
    </message>
    <message>
        <source>The saved game could not be read (%1), so a new deal was started.</source>
        <translation>Não foi possível ler a partida salva (%1), então uma nova partida foi iniciada.</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>o arquivo não é texto</translation>
    </message>
    <message>
        <source>it is nested too deeply</source>
        <translation>o arquivo está aninhado profundamente demais</translation>
    </message>
    <message>
        <source>it is not valid JSON</source>
        <translation>o arquivo não é JSON válido</translation>
    </message>
    <message>
        <source>it does not hold a JSON object</source>
        <translation>o arquivo não contém um objeto JSON</translation>
    </message>
    <message>
        <source>it has schema %1, expected %2</source>
        <translation>o arquivo tem o esquema %1, esperado %2</translation>
    </message>
    <message>
        <source>it is far too large</source>
        <translation>o arquivo é grande demais</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>não é um arquivo comum</translation>
    </message>
    <message>
        <source>it could not be opened (%1)</source>
        <translation>o arquivo não pôde ser aberto (%1)</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 é um arquivo, não uma pasta</translation>
    </message>
    <message>
        <source>%1 is not a deal number of at most %2</source>
        <translation>%1 não é um número de partida de no máximo %2</translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <translation>%1 não é verdadeiro nem falso</translation>
    </message>
    <message>
        <source>%1 is not a whole number of at least %2</source>
        <translation>%1 não é um número inteiro de pelo menos %2</translation>
    </message>
    <message>
        <source>%1 is not a number of seconds</source>
        <translation>%1 não é um número de segundos</translation>
    </message>
    <message>
        <source>%1 is not a non-negative number of seconds</source>
        <translation>%1 não é um número não negativo de segundos</translation>
    </message>
    <message>
        <source>%1 is not text</source>
        <translation>%1 não é texto</translation>
    </message>
    <message>
        <source>%1 is not a JSON object</source>
        <translation>%1 não é um objeto JSON</translation>
    </message>
    <message>
        <source>%1 is not a list of text</source>
        <translation>%1 não é uma lista de textos</translation>
    </message>
    <message>
        <source>%1 is not a known game</source>
        <translation>%1 não é um jogo conhecido</translation>
    </message>
    <message>
        <source>%1 is not a date</source>
        <translation>%1 não é uma data</translation>
    </message>
    <message>
        <source>its cursor %1 is outside the %2 moves</source>
        <translation>o cursor %1 está fora das %2 jogadas</translation>
    </message>
    <message>
        <source>its moves do not replay (%1)</source>
        <translation>as jogadas não se reproduzem (%1)</translation>
    </message>
    <message>
        <source>its deal is for a different game or options</source>
        <translation>a partida é de outro jogo ou de outras opções</translation>
    </message>
    <message>
        <source>its game counts contradict each other</source>
        <translation>as contagens de partidas se contradizem</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>O arquivo danificado foi guardado como %1.</translation>
    </message>
    <message>
        <source>The damaged file could not be moved aside (%1).</source>
        <translation>Não foi possível tirar do caminho o arquivo danificado (%1).</translation>
    </message>
    <message>
        <source>Nothing can be saved until that file is moved or renamed.</source>
        <translation>Nada pode ser salvo até esse arquivo ser movido ou renomeado.</translation>
    </message>
    <message>
        <source>Some settings were invalid and were reset: %1.</source>
        <translation>Algumas configurações eram inválidas e foram redefinidas: %1.</translation>
    </message>
    <message>
        <source>the daily results of %1</source>
        <translation>os resultados diários de %1</translation>
    </message>
    <message>
        <source>the %1 level of %2</source>
        <translation>o nível %1 de %2</translation>
    </message>
    <message>
        <source>the levels of %1</source>
        <translation>os níveis de %1</translation>
    </message>
    <message>
        <source>Some statistics could not be read and were left out: %1.</source>
        <translation>Algumas estatísticas não puderam ser lidas e foram deixadas de fora: %1.</translation>
    </message>
</context>
</TS>
