<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>App</name>
    <message>
        <source>The position could not be opened: %1.</source>
        <extracomment>Another app runs on the same data folder and did not take the file.</extracomment>
        <translation>Impossible d&apos;ouvrir la position&#xa0;: %1.</translation>
    </message>
    <message>
        <source>goodmeasure is already running with the same game folder (process %1) and does not answer. So as not to overwrite its game, nothing was opened. Close it, or end that process, and try again.</source>
        <translation>goodmeasure est déjà en cours d&apos;exécution avec le même dossier de jeu (processus %1) et ne répond pas. Pour ne pas écraser sa partie, rien n&apos;a été ouvert. Fermez-le, ou mettez fin à ce processus, puis réessayez.</translation>
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
        <translation>Tapis vert</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Marron</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Grands index</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Quatre couleurs</translation>
    </message>
    <message>
        <source>The deck&apos;s own</source>
        <translation>Celui du jeu de cartes</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Treillis bleu</translation>
    </message>
    <message>
        <source>The card deck %1 is not installed, so the %2 deck is used.</source>
        <translation>Le jeu de cartes %1 n&apos;est pas installé&#xa0;; le jeu %2 est donc utilisé.</translation>
    </message>
    <message>
        <source>The card back %1 is not installed, so the deck&apos;s own back is used.</source>
        <translation>Le dos de carte %1 n&apos;est pas installé&#xa0;; le dos du jeu de cartes est donc utilisé.</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>Uni</translation>
    </message>
    <message>
        <source>Felt</source>
        <translation>Feutre</translation>
    </message>
    <message>
        <source>Spotlight</source>
        <translation>Projecteur</translation>
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
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;Facile</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Moyen</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>&amp;Difficile</translation>
    </message>
    <message>
        <source>E&amp;xpert</source>
        <translation>E&amp;xpert</translation>
    </message>
    <message>
        <source>Winnable deal of &amp;level</source>
        <translation>Donne gagnable par n&amp;iveau</translation>
    </message>
    <message>
        <source>No deal of level %1 can be dealt: under the standard rule the solver has never found a Gloucestershire deal that can be won. Turn on the free bouquet in Settings for deals of every level.</source>
        <translation>Aucune donne de niveau %1 ne peut être distribuée&#xa0;: avec la règle standard, le solveur n&apos;a jamais trouvé de donne de Gloucestershire gagnable. Activez le bouquet libre dans les Paramètres pour obtenir des donnes de tous les niveaux.</translation>
    </message>
    <message>
        <source>The solver found no deal of level %1 this time; try again.</source>
        <translation>Le solveur n&apos;a trouvé aucune donne de niveau %1 cette fois-ci&#xa0;; réessayez.</translation>
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
        <translation>retourner une carte du talon</translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 sur sa fondation</translation>
    </message>
    <message>
        <source>%1 onto the waste</source>
        <translation>%1 sur la défausse</translation>
    </message>
    <message>
        <source>%1 onto bed %2</source>
        <translation>%1 sur le parterre %2</translation>
    </message>
    <message>
        <source>%1 onto column %2</source>
        <translation>%1 sur la colonne %2</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagné</translation>
    </message>
    <message>
        <source>Every card is home.</source>
        <translation>Toutes les cartes sont sur les fondations.</translation>
    </message>
    <message>
        <source>Thinking...</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>The solver is looking at this position.</source>
        <translation>Le solveur examine cette position.</translation>
    </message>
    <message>
        <source>Thinking about a hint...</source>
        <translation>Recherche d&apos;un indice…</translation>
    </message>
    <message>
        <source>Looking for the last winnable position...</source>
        <translation>Recherche de la dernière position gagnable…</translation>
    </message>
    <message>
        <source>This position can still be won: there is nothing to undo.</source>
        <translation>Cette position peut encore être gagnée&#xa0;: il n&apos;y a rien à annuler.</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Gagnable</translation>
    </message>
    <message>
        <source>The solver has found a winning line from here.</source>
        <translation>Le solveur a trouvé un chemin vers la victoire à partir d&apos;ici.</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdu</translation>
    </message>
    <message>
        <source>The solver proves that no win is left.</source>
        <translation>Le solveur prouve qu&apos;aucune victoire n&apos;est plus possible.</translation>
    </message>
    <message>
        <source>Looking deeper...</source>
        <translation>Recherche approfondie…</translation>
    </message>
    <message>
        <source>The solver could not decide this position at once and is looking further.</source>
        <translation>Le solveur n&apos;a pas pu trancher cette position immédiatement et poursuit sa recherche.</translation>
    </message>
    <message>
        <source>Not yet known</source>
        <translation>Encore inconnu</translation>
    </message>
    <message>
        <source>The solver could not decide this position within its budget.</source>
        <translation>Le solveur n&apos;a pas pu trancher cette position dans les limites de son budget.</translation>
    </message>
    <message>
        <source>The solver proves this deal cannot be won.</source>
        <translation>Le solveur prouve que cette donne ne peut pas être gagnée.</translation>
    </message>
    <message>
        <source>Lost from the start</source>
        <translation>Perdu dès le départ</translation>
    </message>
    <message>
        <source>Lost since move %1</source>
        <translation>Perdu depuis le coup %1</translation>
    </message>
    <message>
        <source>Position after move %1 is the first the solver proves lost.</source>
        <translation>La position après le coup %1 est la première que le solveur prouve perdue.</translation>
    </message>
    <message>
        <source>No earlier position is proven winnable.</source>
        <translation>Aucune position antérieure n&apos;est prouvée gagnable.</translation>
    </message>
    <message>
        <source>No legal move is left.</source>
        <translation>Il ne reste aucun coup autorisé.</translation>
    </message>
    <message>
        <source>Hint: %1%2. It leads to a win.</source>
        <translation>Indice&#xa0;: %1%2. Ce coup mène à la victoire.</translation>
    </message>
    <message>
        <source>Suggestion: %1%2.</source>
        <translation>Suggestion&#xa0;: %1%2.</translation>
    </message>
    <message>
        <source>This deal is lost</source>
        <translation>Cette donne est perdue</translation>
    </message>
    <message>
        <source>The solver proves that this deal cannot be won, whatever is played.</source>
        <translation>Le solveur prouve que cette donne ne peut pas être gagnée, quoi que l&apos;on joue.</translation>
    </message>
    <message>
        <source>This position is lost</source>
        <translation>Cette position est perdue</translation>
    </message>
    <message>
        <source>The solver proves that no win is left from here. You can go back to the last position it can still win from.</source>
        <translation>Le solveur prouve qu&apos;aucune victoire n&apos;est plus possible à partir d&apos;ici. Vous pouvez revenir à la dernière position à partir de laquelle il peut encore gagner.</translation>
    </message>
    <message>
        <source>Undo to the last winnable position</source>
        <translation>Revenir à la dernière position gagnable</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nouvelle donne</translation>
    </message>
    <message>
        <source>Only a suggestion (no win proven): %1%2.</source>
        <translation>Simple suggestion (aucune victoire prouvée)&#xa0;: %1%2.</translation>
    </message>
    <message>
        <source>This game is won: every card is home.</source>
        <translation>Cette partie est gagnée&#xa0;: toutes les cartes sont sur les fondations.</translation>
    </message>
    <message>
        <source>The solver is working on a solution...</source>
        <translation>Le solveur cherche une solution…</translation>
    </message>
    <message>
        <source>The solver is still looking for a winning line...</source>
        <translation>Le solveur cherche encore un chemin vers la victoire…</translation>
    </message>
    <message>
        <source>The solver has no winning line from here to show.</source>
        <translation>Le solveur n&apos;a aucun chemin vers la victoire à montrer à partir d&apos;ici.</translation>
    </message>
</context>
<context>
    <name>HowTo</name>
    <message>
        <source>&lt;h3&gt;Playing with the mouse and keys&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Jouer avec la souris et le clavier&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost column that takes it. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Faites glisser une carte libre vers une pile&#xa0;: les piles qui l&apos;acceptent s&apos;illuminent. Avec le jeu automatique activé, un clic envoie une carte sur sa fondation si elle peut y aller, sinon sur la colonne la plus à gauche qui l&apos;accepte. Avec le jeu automatique désactivé, un clic prend une carte et un clic sur une pile la pose. Un double-clic envoie une carte sur sa fondation.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost bed that takes it, and onto an empty bed only when no other bed does. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Faites glisser une carte libre vers une pile&#xa0;: les piles qui l&apos;acceptent s&apos;illuminent. Avec le jeu automatique activé, un clic envoie une carte sur sa fondation si elle peut y aller, sinon sur le parterre le plus à gauche qui l&apos;accepte, et sur un parterre vide seulement quand aucun autre parterre ne l&apos;accepte. Avec le jeu automatique désactivé, un clic prend une carte et un clic sur une pile la pose. Un double-clic envoie une carte sur sa fondation.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a column&apos;s top card onto the waste: the waste lights up when it takes it. With Auto play on, a click plays the card onto the waste if it fits. With Auto play off, a click picks a card up and a click on the waste puts it down. A click on the stock turns its next card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Faites glisser la carte du dessus d&apos;une colonne sur la défausse&#xa0;: la défausse s&apos;illumine quand elle l&apos;accepte. Avec le jeu automatique activé, un clic joue la carte sur la défausse si elle peut y aller. Avec le jeu automatique désactivé, un clic prend une carte et un clic sur la défausse la pose. Un clic sur le talon retourne sa carte suivante.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down, F or Shift+Enter sends a card home, Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Touches&#xa0;: les flèches ou Tab passent d&apos;une pile à l&apos;autre, Espace ou Entrée prend et pose, F ou Maj+Entrée envoie une carte sur sa fondation, Ctrl+Z annule, Ctrl+Maj+Z rétablit, H demande un indice.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down (on the stock, turns a card), Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Touches&#xa0;: les flèches ou Tab passent d&apos;une pile à l&apos;autre, Espace ou Entrée prend et pose (sur le talon, retourne une carte), Ctrl+Z annule, Ctrl+Maj+Z rétablit, H demande un indice.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the foundations and the score. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Avec un lecteur d&apos;écran&#xa0;: T lit toute la table, P lit la pile sélectionnée depuis le dessus, S lit les fondations et le score. Chaque coup, chaque annulation et chaque indice est annoncé au moment où il a lieu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the waste and the cards left. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Avec un lecteur d&apos;écran&#xa0;: T lit toute la table, P lit la pile sélectionnée depuis le dessus, S lit la défausse et les cartes restantes. Chaque coup, chaque annulation et chaque indice est annoncé au moment où il a lieu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With the free bouquet, Left and Right choose a bouquet card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Avec le bouquet libre, Gauche et Droite choisissent une carte du bouquet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Good Measure&lt;/h2&gt;&lt;p&gt;One deck. Two Aces start on the foundations straight away; the other 50 cards lie face up in ten columns of five, with every King moved to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the four foundations up by suit from Ace to King. Only the top card of a column moves, one at a time: home to its foundation, or onto a column whose top card is one rank higher, whatever the suit (any 7 on any 8).&lt;/p&gt;&lt;p&gt;A column that empties stays empty. There is no stock and no free cell, so plan ahead: every card is in view from the start. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Good Measure&lt;/h2&gt;&lt;p&gt;Un seul jeu de cartes. Deux as sont placés d&apos;emblée sur les fondations&#xa0;; les 50 autres cartes sont étalées face visible en dix colonnes de cinq, chaque roi étant déplacé au fond de sa colonne.&lt;/p&gt;&lt;p&gt;Montez les quatre fondations par couleur, de l&apos;as au roi. Seule la carte du dessus d&apos;une colonne se déplace, une à la fois&#xa0;: sur sa fondation, ou sur une colonne dont la carte du dessus est d&apos;un rang supérieur, quelle que soit la couleur (n&apos;importe quel 7 sur n&apos;importe quel 8).&lt;/p&gt;&lt;p&gt;Une colonne vidée reste vide. Il n&apos;y a ni talon ni case libre, alors anticipez&#xa0;: toutes les cartes sont visibles dès le départ. Vous gagnez quand les 52 cartes sont sur les fondations.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Baker&apos;s Dozen&lt;/h2&gt;&lt;p&gt;One deck, dealt face up into thirteen columns of four. Before play begins every King goes to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the foundations up by suit from Ace to King. Move the top card of a column home, or onto a column whose top card is one rank higher in any suit.&lt;/p&gt;&lt;p&gt;An empty column is never filled again. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Baker&apos;s Dozen&lt;/h2&gt;&lt;p&gt;Un seul jeu de cartes, distribué face visible en treize colonnes de quatre. Avant le début de la partie, chaque roi est placé au fond de sa colonne.&lt;/p&gt;&lt;p&gt;Montez les fondations par couleur, de l&apos;as au roi. Déplacez la carte du dessus d&apos;une colonne sur sa fondation, ou sur une colonne dont la carte du dessus est d&apos;un rang supérieur, quelle que soit la couleur.&lt;/p&gt;&lt;p&gt;Une colonne vide n&apos;est jamais remplie à nouveau. Vous gagnez quand les 52 cartes sont sur les fondations.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Seven columns of five cards lie face up; the other 17 cards are the stock. The waste starts empty, and any card may start it.&lt;/p&gt;&lt;p&gt;Play the top card of a column onto the waste when it is one rank above or below the waste&apos;s top card, suit ignored. Click the stock to turn its next card onto the waste; the stock is used once.&lt;/p&gt;&lt;p&gt;Options (Settings): &lt;i&gt;turn the corner&lt;/i&gt; lets Ace and King follow each other; &lt;i&gt;cards on a King&lt;/i&gt; lets a Queen (and with the corner an Ace) go on a King.&lt;/p&gt;&lt;p&gt;Clear all 35 column cards to win. The fewer cards you leave, the better.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Sept colonnes de cinq cartes sont étalées face visible&#xa0;; les 17 autres cartes forment le talon. La défausse est vide au départ, et n&apos;importe quelle carte peut y être posée en premier.&lt;/p&gt;&lt;p&gt;Jouez la carte du dessus d&apos;une colonne sur la défausse lorsqu&apos;elle est d&apos;un rang au-dessus ou au-dessous de la carte du dessus de la défausse, sans tenir compte de la couleur. Cliquez sur le talon pour retourner sa carte suivante sur la défausse&#xa0;; le talon ne sert qu&apos;une fois.&lt;/p&gt;&lt;p&gt;Options (Paramètres)&#xa0;: le &lt;i&gt;bouclage&lt;/i&gt; permet à l&apos;as et au roi de se suivre&#xa0;; &lt;i&gt;cartes sur un roi&lt;/i&gt; permet de poser une dame (et, avec le bouclage, un as) sur un roi.&lt;/p&gt;&lt;p&gt;Retirez les 35 cartes des colonnes pour gagner. Moins vous laissez de cartes, mieux c&apos;est.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Gloucestershire&lt;/h2&gt;&lt;p&gt;Two decks. Eight beds are dealt face up with 3 to 10 cards; the other 52 cards form the bouquet, fanned out along the bottom, of which only the top card (the rightmost) plays.&lt;/p&gt;&lt;p&gt;Any Ace starts a foundation, but each foundation has its own suit. It climbs from Ace to King, then the suit&apos;s second Ace follows and it climbs to King again.&lt;/p&gt;&lt;p&gt;On the beds build down in alternating colours; a King may go on an Ace. Any card fills an empty bed, and a foundation&apos;s top card may come back onto a bed.&lt;/p&gt;&lt;p&gt;With the &lt;i&gt;free bouquet&lt;/i&gt; option every bouquet card plays. You win when all 104 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Gloucestershire&lt;/h2&gt;&lt;p&gt;Deux jeux de cartes. Huit parterres sont distribués face visible, de 3 à 10 cartes&#xa0;; les 52 autres cartes forment le bouquet, étalé en éventail en bas, dont seule la carte du dessus (la plus à droite) peut être jouée.&lt;/p&gt;&lt;p&gt;N&apos;importe quel as commence une fondation, mais chaque fondation a sa propre couleur. Elle monte de l&apos;as au roi, puis le second as de la couleur suit et elle remonte jusqu&apos;au roi.&lt;/p&gt;&lt;p&gt;Sur les parterres, construisez en descendant et en alternant rouge et noir&#xa0;; un roi peut aller sur un as. N&apos;importe quelle carte peut occuper un parterre vide, et la carte du dessus d&apos;une fondation peut revenir sur un parterre.&lt;/p&gt;&lt;p&gt;Avec l&apos;option &lt;i&gt;bouquet libre&lt;/i&gt;, toutes les cartes du bouquet peuvent être jouées. Vous gagnez quand les 104 cartes sont sur les fondations.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>LevelStatistics</name>
    <message>
        <source>By difficulty (winnable and daily deals)</source>
        <translation>Par difficulté (donnes gagnables et donnes du jour)</translation>
    </message>
    <message>
        <source>Fewest cards left</source>
        <translation>Le moins de cartes restantes</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New deal</source>
        <translation>&amp;Nouvelle donne</translation>
    </message>
    <message>
        <source>&amp;Winnable deal</source>
        <translation>Donne &amp;gagnable</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>Donne du &amp;jour</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>&amp;Open position...</source>
        <translation>&amp;Ouvrir une position…</translation>
    </message>
    <message>
        <source>&amp;Save position...</source>
        <translation>&amp;Enregistrer la position…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>Afficher la &amp;solution</translation>
    </message>
    <message>
        <source>Solution s&amp;tep</source>
        <translation>Étape de so&amp;lution</translation>
    </message>
    <message>
        <source>Undo to last &amp;winnable position</source>
        <translation>Revenir à la dernière position &amp;gagnable</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>&amp;About goodmeasure</source>
        <translation>À &amp;propos de goodmeasure</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Plein écran</translation>
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
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;ffichage</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Paramètres</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Settings not saved: %s</source>
        <translation>Paramètres non enregistrés&#xa0;: %s</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1)?</source>
        <translation>Abandonner la partie en cours (coups joués&#xa0;: %1)&#xa0;?</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1) to open %2?</source>
        <translation>Abandonner la partie en cours (coups joués&#xa0;: %1) pour ouvrir %2&#xa0;?</translation>
    </message>
    <message>
        <source>It will count as a lost game.</source>
        <translation>Elle comptera comme une partie perdue.</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Abandonner la partie&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Abandon game</source>
        <translation>&amp;Abandonner la partie</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Continuer à jouer</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>Ne plus demander</translation>
    </message>
    <message>
        <source>Open position</source>
        <translation>Ouvrir une position</translation>
    </message>
    <message>
        <source>Positions (*.deal);;All files (*)</source>
        <translation>Positions (*.deal);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>The position could not be opened: %1. Your game is unchanged.</source>
        <translation>Impossible d&apos;ouvrir la position&#xa0;: %1. Votre partie n&apos;a pas changé.</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Enregistrer la position</translation>
    </message>
    <message>
        <source>The position could not be saved: %1.</source>
        <translation>Impossible d&apos;enregistrer la position&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Position saved to %1</source>
        <translation>Position enregistrée dans %1</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Numéro de donne</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win...</source>
        <translation>Recherche d&apos;une donne que le solveur peut gagner…</translation>
    </message>
    <message>
        <source>Under the standard rule, where only the bouquet&apos;s top card plays, the solver has never found a Gloucestershire deal that can be won: it proves nearly every deal lost. Turn on the free bouquet in Settings for deals it can win.</source>
        <translation>Avec la règle standard, où seule la carte du dessus du bouquet peut être jouée, le solveur n&apos;a jamais trouvé de donne de Gloucestershire gagnable&#xa0;: il prouve que presque toutes les donnes sont perdues. Activez le bouquet libre dans les Paramètres pour obtenir des donnes qu&apos;il peut gagner.</translation>
    </message>
    <message>
        <source>Gloucestershire&apos;s standard rule, where only the bouquet&apos;s top card plays, is almost never winnable: the solver proves nearly every deal lost. With the free bouquet every bouquet card plays, and many deals can be won.</source>
        <translation>Avec la règle standard de Gloucestershire, où seule la carte du dessus du bouquet peut être jouée, la partie n&apos;est presque jamais gagnable&#xa0;: le solveur prouve que presque toutes les donnes sont perdues. Avec le bouquet libre, toutes les cartes du bouquet peuvent être jouées, et de nombreuses donnes peuvent être gagnées.</translation>
    </message>
    <message>
        <source>The switch deals a new free-bouquet deal now; Settings can undo it.</source>
        <translation>Ce changement distribue immédiatement une nouvelle donne avec bouquet libre&#xa0;; les Paramètres permettent de revenir en arrière.</translation>
    </message>
    <message>
        <source>Switch to the free bouquet</source>
        <translation>Passer au bouquet libre</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Masquer</translation>
    </message>
    <message>
        <source>The free bouquet applies from the next deal.</source>
        <translation>Le bouquet libre s&apos;applique à partir de la prochaine donne.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file, and the solver played a move.</source>
        <translation>Non comptée dans les statistiques&#xa0;: la position provient d&apos;un fichier, et le solveur a joué un coup.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file.</source>
        <translation>Non comptée dans les statistiques&#xa0;: la position provient d&apos;un fichier.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the solver played a move.</source>
        <translation>Non comptée dans les statistiques&#xa0;: le solveur a joué un coup.</translation>
    </message>
    <message>
        <source>Undo a move or start a new deal.</source>
        <translation>Annulez un coup ou commencez une nouvelle donne.</translation>
    </message>
    <message>
        <source>The solver could not prove a deal winnable this time.</source>
        <translation>Le solveur n&apos;a pu prouver aucune donne gagnable cette fois-ci.</translation>
    </message>
    <message>
        <source>Deal n&amp;umber...</source>
        <translation>Donne n&amp;uméro…</translation>
    </message>
    <message>
        <source>Play deal number (%1):</source>
        <translation>Jouer la donne numéro (%1)&#xa0;:</translation>
    </message>
    <message>
        <source>Here is an ordinary deal instead; it may not be winnable.</source>
        <translation>Voici plutôt une donne ordinaire&#xa0;; elle n&apos;est peut-être pas gagnable.</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nouvelle donne</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Vous avez gagné&#xa0;!</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Undo to last winnable position</source>
        <translation>Revenir à la dernière position gagnable</translation>
    </message>
    <message>
        <source>No move left</source>
        <translation>Plus aucun coup possible</translation>
    </message>
    <message numerus="yes">
        <source>All columns cleared in %n moves, time %1.</source>
        <translation>
            <numerusform>Toutes les colonnes vidées en %n coup, temps %1.</numerusform>
            <numerusform>Toutes les colonnes vidées en %n coups, temps %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1 in %n moves, time %2.</source>
        <translation>
            <numerusform>Score de %1 en %n coup, temps %2.</numerusform>
            <numerusform>Score de %1 en %n coups, temps %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily deal %1</source>
        <translation>Donne du jour %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <source>Deal from a file</source>
        <translation>Donne provenant d&apos;un fichier</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Coups&#xa0;: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Temps&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cards left: %1</source>
        <translation>Cartes restantes&#xa0;: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Score&#xa0;: %1</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>About goodmeasure</source>
        <translation>À propos de goodmeasure</translation>
    </message>
    <message>
        <source>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;Good Measure, Baker&apos;s Dozen, Golf and Gloucestershire: patience games of planning, with a solver that knows which deals can be won.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;Good Measure, Baker&apos;s Dozen, Golf et Gloucestershire&#xa0;: des réussites de réflexion, avec un solveur qui sait quelles donnes peuvent être gagnées.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Code and the Blue lattice card back: MIT licence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Code et dos de carte «&#xa0;Treillis bleu&#xa0;»&#xa0;: licence MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1: Adrian Kennard&apos;s playing cards (www.me.uk/cards), public domain under CC0 1.0.</source>
        <translation>%1&#xa0;: cartes à jouer d&apos;Adrian Kennard (www.me.uk/cards), domaine public sous CC0 1.0.</translation>
    </message>
    <message>
        <source>%1: drawn for goodmeasure by its developers, public domain under CC0 1.0.</source>
        <translation>%1&#xa0;: œuvre des développeurs de goodmeasure, domaine public sous CC0 1.0.</translation>
    </message>
    <message>
        <source>Card decks:</source>
        <translation>Jeux de cartes&#xa0;:</translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is a file, not a folder.</source>
        <translation>Impossible d&apos;enregistrer les paramètres&#xa0;: %1 est un fichier, pas un dossier.</translation>
    </message>
    <message>
        <source>Settings could not be saved: permission denied in %1.</source>
        <translation>Impossible d&apos;enregistrer les paramètres&#xa0;: accès refusé dans %1.</translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is on a read-only disk.</source>
        <translation>Impossible d&apos;enregistrer les paramètres&#xa0;: %1 se trouve sur un disque en lecture seule.</translation>
    </message>
    <message>
        <source>Settings could not be saved: the disk holding %1 is full.</source>
        <translation>Impossible d&apos;enregistrer les paramètres&#xa0;: le disque contenant %1 est plein.</translation>
    </message>
    <message>
        <source>Settings could not be saved in %1 (%2).</source>
        <translation>Impossible d&apos;enregistrer les paramètres dans %1 (%2).</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>Quitter le plein écran</translation>
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
        <translation>Vos statistiques n&apos;ont pas pu être enregistrées.</translation>
    </message>
    <message>
        <source>Your game could not be saved; it will not be resumed if goodmeasure stops.</source>
        <translation>Votre partie n&apos;a pas pu être enregistrée&#xa0;; elle ne sera pas reprise si goodmeasure s&apos;arrête.</translation>
    </message>
    <message>
        <source>The finished game could not be cleared.</source>
        <translation>La partie terminée n&apos;a pas pu être effacée.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>The %1 does not go on the %2.</source>
        <translation>La carte %1 ne se pose pas sur la carte %2.</translation>
    </message>
    <message>
        <source>No foundation takes the %1 yet.</source>
        <translation>Aucune fondation n&apos;accepte encore la carte %1.</translation>
    </message>
    <message>
        <source>An empty column stays empty in this game.</source>
        <translation>Dans ce jeu, une colonne vide reste vide.</translation>
    </message>
    <message>
        <source>No foundation or bed takes the %1 yet.</source>
        <translation>Aucune fondation ni aucun parterre n&apos;accepte encore la carte %1.</translation>
    </message>
    <message>
        <source>No foundation or column takes the %1 yet.</source>
        <translation>Aucune fondation ni aucune colonne n&apos;accepte encore la carte %1.</translation>
    </message>
    <message>
        <source>The %1 has nowhere to go.</source>
        <translation>La carte %1 ne peut aller nulle part.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Auto play: a click plays a card where it fits</source>
        <translation>Jeu automatique&#xa0;: un clic joue une carte là où elle peut aller</translation>
    </message>
    <message>
        <source>Auto finish: play the last cards off by itself</source>
        <translation>Fin automatique&#xa0;: les dernières cartes se jouent toutes seules</translation>
    </message>
    <message>
        <source>Show in the status bar whether the deal can still be won</source>
        <translation>Afficher dans la barre d&apos;état si la donne peut encore être gagnée</translation>
    </message>
    <message>
        <source>New deal deals only deals the solver can win</source>
        <translation>«&#xa0;Nouvelle donne&#xa0;» ne distribue que des donnes que le solveur peut gagner</translation>
    </message>
    <message>
        <source>Ask before abandoning a game in progress</source>
        <translation>Demander avant d&apos;abandonner une partie en cours</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivée</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Animation:</source>
        <translation>Animation&#xa0;:</translation>
    </message>
    <message>
        <source>Golf: turn the corner (Ace and King are neighbours)</source>
        <translation>Golf&#xa0;: bouclage (l&apos;as et le roi sont voisins)</translation>
    </message>
    <message>
        <source>Golf: cards on a King</source>
        <translation>Golf&#xa0;: cartes sur un roi</translation>
    </message>
    <message>
        <source>Gloucestershire: free bouquet (every card plays)</source>
        <translation>Gloucestershire&#xa0;: bouquet libre (toutes les cartes sont jouables)</translation>
    </message>
    <message>
        <source>Game variants</source>
        <translation>Variantes de jeu</translation>
    </message>
    <message>
        <source>Variants take effect from the next deal.</source>
        <translation>Les variantes s&apos;appliquent à partir de la prochaine donne.</translation>
    </message>
    <message>
        <source>Choose a colour...</source>
        <translation>Choisir une couleur…</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>A new language takes effect when goodmeasure starts again.</source>
        <translation>Une nouvelle langue s&apos;applique au prochain démarrage de goodmeasure.</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Apparence</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Couleur de la table&#xa0;:</translation>
    </message>
    <message>
        <source>Table surface:</source>
        <translation>Surface de la table&#xa0;:</translation>
    </message>
    <message>
        <source>High contrast: a black table, cards outlined in white</source>
        <translation>Contraste élevé&#xa0;: table noire, cartes bordées de blanc</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Dos des cartes&#xa0;:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Langue&#xa0;:</translation>
    </message>
    <message>
        <source>Preview of the card deck</source>
        <translation>Aperçu du jeu de cartes</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>Jeu de cartes&#xa0;:</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Activer les sons</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Son</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Volume&#xa0;:</translation>
    </message>
    <message>
        <source>Sound needs Qt Multimedia, which is not installed: install goodmeasure[sound] for sound.</source>
        <translation>Le son nécessite Qt Multimedia, qui n&apos;est pas installé&#xa0;: installez goodmeasure[sound] pour avoir du son.</translation>
    </message>
    <message>
        <source>No sound: this computer has no audio output.</source>
        <translation>Pas de son&#xa0;: cet ordinateur n&apos;a pas de sortie audio.</translation>
    </message>
    <message>
        <source>No sound: the audio output failed. Sound stays off until goodmeasure is restarted.</source>
        <translation>Pas de son&#xa0;: la sortie audio a échoué. Le son reste coupé jusqu&apos;au redémarrage de goodmeasure.</translation>
    </message>
    <message>
        <source>Custom (%1)</source>
        <translation>Personnalisée (%1)</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Couleur de la table</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>On the table, arrows or Tab move between piles and Space or Enter picks up and puts down a card: How to play tells the rest.</source>
        <translation>Sur la table, les flèches ou Tab passent d&apos;une pile à l&apos;autre, et Espace ou Entrée prend et pose une carte&#xa0;: «&#xa0;Comment jouer&#xa0;» explique le reste.</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>%1, picked up</source>
        <translation>%1, carte prise</translation>
    </message>
    <message>
        <source>%1, takes the %2</source>
        <translation>%1, accepte la carte %2</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>Read the table</source>
        <translation>Lire la table</translation>
    </message>
    <message>
        <source>Read the focused pile</source>
        <translation>Lire la pile sélectionnée</translation>
    </message>
    <message>
        <source>Read the foundations and score</source>
        <translation>Lire les fondations et le score</translation>
    </message>
    <message>
        <source>Bed %1</source>
        <translation>Parterre %1</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Colonne %1</translation>
    </message>
    <message>
        <source>Foundation %1</source>
        <translation>Fondation %1</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Bouquet</source>
        <translation>Bouquet</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carte</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2 face down</source>
        <translation>%1, %2 face cachée</translation>
    </message>
    <message>
        <source>%1, card %2 of %3: %4</source>
        <translation>%1, carte %2 sur %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1, %2 from the top: %3</source>
        <translation>%1, %2 depuis le dessus&#xa0;: %3</translation>
    </message>
    <message>
        <source>Picked up the %1.</source>
        <translation>Carte %1 prise.</translation>
    </message>
    <message>
        <source>Put back the %1.</source>
        <translation>Carte %1 reposée.</translation>
    </message>
    <message>
        <source>The %1 does not go on %2.</source>
        <translation>La carte %1 ne va pas sur %2.</translation>
    </message>
    <message>
        <source>The %1 cannot go to its foundation yet.</source>
        <translation>La carte %1 ne peut pas encore aller sur sa fondation.</translation>
    </message>
    <message>
        <source>No card to pick up on %1.</source>
        <translation>Aucune carte à prendre sur %1.</translation>
    </message>
    <message>
        <source>Turned the %1 onto the waste.</source>
        <translation>Carte %1 retournée sur la défausse.</translation>
    </message>
    <message>
        <source>%1 shows the %2.</source>
        <translation>%1 laisse voir la carte %2.</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1 est vide.</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Annulé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Rétabli&#xa0;: %1</translation>
    </message>
    <message>
        <source>Back to the start of the deal.</source>
        <translation>Retour au début de la donne.</translation>
    </message>
    <message>
        <source>Back to move %1.</source>
        <translation>Retour au coup %1.</translation>
    </message>
    <message>
        <source>Auto finish plays the rest home.</source>
        <translation>La fin automatique joue le reste sur les fondations.</translation>
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
        <translation>cartes sur un roi</translation>
    </message>
    <message>
        <source>turn the corner</source>
        <translation>bouclage</translation>
    </message>
    <message>
        <source>free bouquet</source>
        <translation>bouquet libre</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>strict</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Played:</source>
        <translation>Jouées&#xa0;:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Gagnées&#xa0;:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Taux de victoire&#xa0;:</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>Série en cours&#xa0;:</translation>
    </message>
    <message>
        <source>Best streak:</source>
        <translation>Meilleure série&#xa0;:</translation>
    </message>
    <message>
        <source>Fewest cards left:</source>
        <translation>Le moins de cartes restantes&#xa0;:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Meilleur score&#xa0;:</translation>
    </message>
    <message>
        <source>Fastest win:</source>
        <translation>Victoire la plus rapide&#xa0;:</translation>
    </message>
    <message>
        <source>Fewest moves in a win:</source>
        <translation>Le moins de coups pour une victoire&#xa0;:</translation>
    </message>
    <message>
        <source>Not counted above:</source>
        <translation>Non comptées ci-dessus&#xa0;:</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Ce jeu</translation>
    </message>
    <message>
        <source>Positions opened from a file, and games in which the solver played a move, are not counted as played or won, and set no record.</source>
        <translation>Les positions ouvertes depuis un fichier et les parties où le solveur a joué un coup ne comptent ni comme jouées ni comme gagnées, et n&apos;établissent aucun record.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Daily deals</source>
        <translation>Donnes du jour</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Réinitialiser…</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <source>Not won</source>
        <translation>Non gagnée</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message>
        <source>Forget all statistics of %1, daily results included?</source>
        <translation>Effacer toutes les statistiques de %1, résultats du jour compris&#xa0;?</translation>
    </message>
</context>
<context>
    <name>WelcomeBar</name>
    <message>
        <source>New here? %1 opens How to play; %2 shows a hint.</source>
        <translation>Nouveau venu&#xa0;? %1&#xa0;: «&#xa0;Comment jouer&#xa0;», %2&#xa0;: un indice.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Masquer</translation>
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
        <translation>valet</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>roi</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>turns a card from the stock</source>
        <translation>retourne une carte du talon</translation>
    </message>
    <message>
        <source>moves the %1</source>
        <translation>déplace la carte %1</translation>
    </message>
    <message>
        <source>but the game is lost either way</source>
        <translation>mais la partie est perdue de toute façon</translation>
    </message>
    <message>
        <source>plays the %1 home</source>
        <translation>joue la carte %1 sur sa fondation</translation>
    </message>
    <message>
        <source>frees the %1</source>
        <translation>libère la carte %1</translation>
    </message>
    <message>
        <source>empties column %2</source>
        <translation>vide la colonne %2</translation>
    </message>
    <message>
        <source>empties bed %2</source>
        <translation>vide le parterre %2</translation>
    </message>
    <message>
        <source>plays the %1 onto the waste</source>
        <translation>joue la carte %1 sur la défausse</translation>
    </message>
    <message>
        <source>brings the %1 back from its foundation</source>
        <translation>ramène la carte %1 depuis sa fondation</translation>
    </message>
    <message>
        <source>plays the %1 from the bouquet</source>
        <translation>joue la carte %1 depuis le bouquet</translation>
    </message>
    <message>
        <source>empties nothing, keeps options</source>
        <translation>ne vide rien, garde des possibilités ouvertes</translation>
    </message>
    <message>
        <source>the game is won</source>
        <translation>la partie est gagnée</translation>
    </message>
    <message>
        <source>no legal move is left</source>
        <translation>il ne reste aucun coup autorisé</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Your settings could not be read (%1), so the default settings are used.</source>
        <translation>Vos paramètres n&apos;ont pas pu être lus (%1)&#xa0;; les paramètres par défaut sont donc utilisés.</translation>
    </message>
    <message>
        <source>Your statistics could not be read (%1), so they start from zero.</source>
        <translation>Vos statistiques n&apos;ont pas pu être lues (%1)&#xa0;; elles repartent donc de zéro.</translation>
    </message>
    <message>
        <source>The saved game could not be read (%1), so a new deal was started.</source>
        <translation>La partie enregistrée n&apos;a pas pu être lue (%1)&#xa0;; une nouvelle donne a donc été distribuée.</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>le fichier ne contient pas de texte</translation>
    </message>
    <message>
        <source>it is nested too deeply</source>
        <translation>le fichier est imbriqué trop profondément</translation>
    </message>
    <message>
        <source>it is not valid JSON</source>
        <translation>le fichier n&apos;est pas du JSON valide</translation>
    </message>
    <message>
        <source>it does not hold a JSON object</source>
        <translation>le fichier ne contient pas d&apos;objet JSON</translation>
    </message>
    <message>
        <source>it has schema %1, expected %2</source>
        <translation>le fichier a le schéma %1 au lieu du schéma %2 attendu</translation>
    </message>
    <message>
        <source>it is far too large</source>
        <translation>le fichier est beaucoup trop volumineux</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>ce n&apos;est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>it could not be opened (%1)</source>
        <translation>le fichier n&apos;a pas pu être ouvert (%1)</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 est un fichier, pas un dossier</translation>
    </message>
    <message>
        <source>%1 is not a deal number of at most %2</source>
        <translation>%1 n&apos;est pas un numéro de donne d&apos;au plus %2</translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <translation>%1 n&apos;est ni vrai ni faux</translation>
    </message>
    <message>
        <source>%1 is not a whole number of at least %2</source>
        <translation>%1 n&apos;est pas un nombre entier supérieur ou égal à %2</translation>
    </message>
    <message>
        <source>%1 is not a number of seconds</source>
        <translation>%1 n&apos;est pas un nombre de secondes</translation>
    </message>
    <message>
        <source>%1 is not a non-negative number of seconds</source>
        <translation>%1 n&apos;est pas un nombre de secondes positif ou nul</translation>
    </message>
    <message>
        <source>%1 is not text</source>
        <translation>%1 n&apos;est pas du texte</translation>
    </message>
    <message>
        <source>%1 is not a JSON object</source>
        <translation>%1 n&apos;est pas un objet JSON</translation>
    </message>
    <message>
        <source>%1 is not a list of text</source>
        <translation>%1 n&apos;est pas une liste de textes</translation>
    </message>
    <message>
        <source>%1 is not a known game</source>
        <translation>%1 n&apos;est pas un jeu connu</translation>
    </message>
    <message>
        <source>%1 is not a date</source>
        <translation>%1 n&apos;est pas une date</translation>
    </message>
    <message>
        <source>its cursor %1 is outside the %2 moves</source>
        <translation>sa position %1 dans l&apos;historique est en dehors des %2 coups</translation>
    </message>
    <message>
        <source>its moves do not replay (%1)</source>
        <translation>ses coups ne peuvent pas être rejoués (%1)</translation>
    </message>
    <message>
        <source>its deal is for a different game or options</source>
        <translation>sa donne correspond à un autre jeu ou à d&apos;autres options</translation>
    </message>
    <message>
        <source>its game counts contradict each other</source>
        <translation>ses nombres de parties se contredisent</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Le fichier endommagé a été conservé sous le nom %1.</translation>
    </message>
    <message>
        <source>The damaged file could not be moved aside (%1).</source>
        <translation>Le fichier endommagé n&apos;a pas pu être mis de côté (%1).</translation>
    </message>
    <message>
        <source>Nothing can be saved until that file is moved or renamed.</source>
        <translation>Rien ne peut être enregistré tant que ce fichier n&apos;est pas déplacé ou renommé.</translation>
    </message>
    <message>
        <source>Some settings were invalid and were reset: %1.</source>
        <translation>Certains paramètres n&apos;étaient pas valides et ont été réinitialisés&#xa0;: %1.</translation>
    </message>
    <message>
        <source>the daily results of %1</source>
        <translation>les résultats du jour du %1</translation>
    </message>
    <message>
        <source>the %1 level of %2</source>
        <translation>le niveau %1 de %2</translation>
    </message>
    <message>
        <source>the levels of %1</source>
        <translation>les niveaux de %1</translation>
    </message>
    <message>
        <source>Some statistics could not be read and were left out: %1.</source>
        <translation>Certaines statistiques n&apos;ont pas pu être lues et ont été ignorées&#xa0;: %1.</translation>
    </message>
</context>
</TS>
