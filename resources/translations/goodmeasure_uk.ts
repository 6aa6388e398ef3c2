<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk">
<context>
    <name>App</name>
    <message>
        <source>The position could not be opened: %1.</source>
        <extracomment>Another app runs on the same data folder and did not take the file.</extracomment>
        <translation>Не вдалося відкрити позицію: %1.</translation>
    </message>
    <message>
        <source>goodmeasure is already running with the same game folder (process %1) and does not answer. So as not to overwrite its game, nothing was opened. Close it, or end that process, and try again.</source>
        <translation>goodmeasure вже запущено з тією самою текою ігор (процес %1), і він не відповідає. Щоб не перезаписати його гру, нічого не відкрито. Закрийте його або завершіть цей процес і спробуйте ще раз.</translation>
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
        <translation>Зелене сукно</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синій</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Червоний</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Сірий</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Коричневий</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Класична</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Великі індекси</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Чотири кольори</translation>
    </message>
    <message>
        <source>The deck&apos;s own</source>
        <translation>З колоди</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Синя ґратка</translation>
    </message>
    <message>
        <source>The card deck %1 is not installed, so the %2 deck is used.</source>
        <translation>Колоду %1 не встановлено, тому використовується колода %2.</translation>
    </message>
    <message>
        <source>The card back %1 is not installed, so the deck&apos;s own back is used.</source>
        <translation>Сорочку %1 не встановлено, тому використовується сорочка самої колоди.</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>Гладка</translation>
    </message>
    <message>
        <source>Felt</source>
        <translation>Сукно</translation>
    </message>
    <message>
        <source>Spotlight</source>
        <translation>Промінь світла</translation>
    </message>
</context>
<context>
    <name>Difficulty</name>
    <message>
        <source>Easy</source>
        <translation>Легкий</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Середній</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Складний</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Експерт</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;Легкий</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>Се&amp;редній</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>&amp;Складний</translation>
    </message>
    <message>
        <source>E&amp;xpert</source>
        <translation>&amp;Експерт</translation>
    </message>
    <message>
        <source>Winnable deal of &amp;level</source>
        <translation>Виграшний розклад за &amp;рівнем</translation>
    </message>
    <message>
        <source>No deal of level %1 can be dealt: under the standard rule the solver has never found a Gloucestershire deal that can be won. Turn on the free bouquet in Settings for deals of every level.</source>
        <translation>Розклад рівня «%1» роздати не можна: за стандартним правилом розв’язувач ще жодного разу не знайшов виграшного розкладу «Глостерширу». Увімкніть вільний букет у налаштуваннях, щоб отримувати розклади будь-якого рівня.</translation>
    </message>
    <message>
        <source>The solver found no deal of level %1 this time; try again.</source>
        <translation>Цього разу розв’язувач не знайшов розкладу рівня «%1»; спробуйте ще раз.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Level %1. %2</source>
        <translation>Рівень: %1. %2</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Good Measure</source>
        <translation>Повна міра</translation>
    </message>
    <message>
        <source>Baker&apos;s Dozen</source>
        <translation>Чортова дюжина</translation>
    </message>
    <message>
        <source>Golf</source>
        <translation>Гольф</translation>
    </message>
    <message>
        <source>Gloucestershire</source>
        <translation>Глостершир</translation>
    </message>
</context>
<context>
    <name>HintController</name>
    <message>
        <source>turn a card from the stock</source>
        <translation>відкрити карту з колоди</translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 — на базу</translation>
    </message>
    <message>
        <source>%1 onto the waste</source>
        <translation>%1 — у скид</translation>
    </message>
    <message>
        <source>%1 onto bed %2</source>
        <translation>%1 — на грядку %2</translation>
    </message>
    <message>
        <source>%1 onto column %2</source>
        <translation>%1 — на стовпець %2</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Виграно</translation>
    </message>
    <message>
        <source>Thinking...</source>
        <translation>Думаю…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Можна виграти</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Програно</translation>
    </message>
    <message>
        <source>Looking deeper...</source>
        <translation>Шукаю глибше…</translation>
    </message>
    <message>
        <source>Not yet known</source>
        <translation>Поки невідомо</translation>
    </message>
    <message>
        <source>Lost from the start</source>
        <translation>Програно від початку</translation>
    </message>
    <message>
        <source>Lost since move %1</source>
        <translation>Програно з ходу %1</translation>
    </message>
    <message>
        <source>Every card is home.</source>
        <translation>Усі карти на базах.</translation>
    </message>
    <message>
        <source>The solver is looking at this position.</source>
        <translation>Розв’язувач вивчає цю позицію.</translation>
    </message>
    <message>
        <source>Thinking about a hint...</source>
        <translation>Шукаю підказку…</translation>
    </message>
    <message>
        <source>Looking for the last winnable position...</source>
        <translation>Шукаю останню виграшну позицію…</translation>
    </message>
    <message>
        <source>This position can still be won: there is nothing to undo.</source>
        <translation>Цю позицію ще можна виграти: скасовувати нічого.</translation>
    </message>
    <message>
        <source>The solver has found a winning line from here.</source>
        <translation>Розв’язувач знайшов звідси шлях до перемоги.</translation>
    </message>
    <message>
        <source>The solver proves that no win is left.</source>
        <translation>Розв’язувач довів, що виграти вже не можна.</translation>
    </message>
    <message>
        <source>The solver could not decide this position at once and is looking further.</source>
        <translation>Розв’язувач не зміг одразу оцінити цю позицію і шукає далі.</translation>
    </message>
    <message>
        <source>The solver could not decide this position within its budget.</source>
        <translation>Розв’язувач не зміг оцінити цю позицію в межах свого ліміту.</translation>
    </message>
    <message>
        <source>The solver proves this deal cannot be won.</source>
        <translation>Розв’язувач довів, що цей розклад не виграти.</translation>
    </message>
    <message>
        <source>Position after move %1 is the first the solver proves lost.</source>
        <translation>Позиція після ходу %1 — перша, програш якої доведено розв’язувачем.</translation>
    </message>
    <message>
        <source>No earlier position is proven winnable.</source>
        <translation>Жодну ранішу позицію не доведено як виграшну.</translation>
    </message>
    <message>
        <source>No legal move is left.</source>
        <translation>Допустимих ходів не лишилося.</translation>
    </message>
    <message>
        <source>Hint: %1%2. It leads to a win.</source>
        <translation>Підказка: %1%2. Веде до перемоги.</translation>
    </message>
    <message>
        <source>Suggestion: %1%2.</source>
        <translation>Порада: %1%2.</translation>
    </message>
    <message>
        <source>This deal is lost</source>
        <translation>Цей розклад програно</translation>
    </message>
    <message>
        <source>The solver proves that this deal cannot be won, whatever is played.</source>
        <translation>Розв’язувач довів, що цей розклад не виграти, хоч як грай.</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Новий розклад</translation>
    </message>
    <message>
        <source>This position is lost</source>
        <translation>Цю позицію програно</translation>
    </message>
    <message>
        <source>The solver proves that no win is left from here. You can go back to the last position it can still win from.</source>
        <translation>Розв’язувач довів, що звідси виграти вже не можна. Можна повернутися до останньої позиції, з якої він ще може виграти.</translation>
    </message>
    <message>
        <source>Undo to the last winnable position</source>
        <translation>Скасувати до останньої виграшної позиції</translation>
    </message>
    <message>
        <source>Only a suggestion (no win proven): %1%2.</source>
        <translation>Лише порада (перемогу не доведено): %1%2.</translation>
    </message>
    <message>
        <source>This game is won: every card is home.</source>
        <translation>Партію виграно: усі карти на базах.</translation>
    </message>
    <message>
        <source>The solver is working on a solution...</source>
        <translation>Розв’язувач шукає розв’язок…</translation>
    </message>
    <message>
        <source>The solver is still looking for a winning line...</source>
        <translation>Розв’язувач досі шукає шлях до перемоги…</translation>
    </message>
    <message>
        <source>The solver has no winning line from here to show.</source>
        <translation>Розв’язувач не може показати звідси шлях до перемоги.</translation>
    </message>
</context>
<context>
    <name>HowTo</name>
    <message>
        <source>&lt;h3&gt;Playing with the mouse and keys&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Гра мишею і клавішами&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost column that takes it. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Перетягніть вільну карту на стос: стоси, які її приймають, підсвічуються. Якщо автогру ввімкнено, клацання відправляє карту на базу, якщо вона туди підходить, інакше — на крайній лівий стовпець, який її приймає. Якщо автогру вимкнено, клацання бере карту, а клацання по стосу кладе її. Подвійне клацання відправляє карту на її базу.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost bed that takes it, and onto an empty bed only when no other bed does. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Перетягніть вільну карту на стос: стоси, які її приймають, підсвічуються. Якщо автогру ввімкнено, клацання відправляє карту на базу, якщо вона туди підходить, інакше — на крайню ліву грядку, яка її приймає, а на порожню грядку — лише якщо її не приймає жодна інша грядка. Якщо автогру вимкнено, клацання бере карту, а клацання по стосу кладе її. Подвійне клацання відправляє карту на її базу.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a column&apos;s top card onto the waste: the waste lights up when it takes it. With Auto play on, a click plays the card onto the waste if it fits. With Auto play off, a click picks a card up and a click on the waste puts it down. A click on the stock turns its next card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Перетягніть верхню карту стовпця у скид: скид підсвічується, якщо приймає її. Якщо автогру ввімкнено, клацання кладе карту у скид, якщо вона підходить. Якщо автогру вимкнено, клацання бере карту, а клацання по скиду кладе її. Клацання по колоді відкриває її наступну карту.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down, F or Shift+Enter sends a card home, Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Клавіші: стрілки або Tab — перехід між стосами, Пробіл або Enter — взяти й покласти карту, F або Shift+Enter — відправити карту на базу, Ctrl+Z — скасувати хід, Ctrl+Shift+Z — повернути хід, H — підказка.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down (on the stock, turns a card), Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Клавіші: стрілки або Tab — перехід між стосами, Пробіл або Enter — взяти й покласти карту (на колоді — відкрити карту), Ctrl+Z — скасувати хід, Ctrl+Shift+Z — повернути хід, H — підказка.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the foundations and the score. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;З програмою зчитування екрана: T читає весь стіл, P — вибрану стопку згори вниз, S — бази й рахунок. Кожен хід, скасування й підказку озвучено одразу.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the waste and the cards left. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;З програмою зчитування екрана: T читає весь стіл, P — вибрану стопку згори вниз, S — скид і кількість решти карт. Кожен хід, скасування й підказку озвучено одразу.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With the free bouquet, Left and Right choose a bouquet card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;З вільним букетом стрілки вліво і вправо вибирають карту букета.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Good Measure&lt;/h2&gt;&lt;p&gt;One deck. Two Aces start on the foundations straight away; the other 50 cards lie face up in ten columns of five, with every King moved to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the four foundations up by suit from Ace to King. Only the top card of a column moves, one at a time: home to its foundation, or onto a column whose top card is one rank higher, whatever the suit (any 7 on any 8).&lt;/p&gt;&lt;p&gt;A column that empties stays empty. There is no stock and no free cell, so plan ahead: every card is in view from the start. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Повна міра&lt;/h2&gt;&lt;p&gt;Одна колода. Два тузи одразу лежать на базах; решта 50 карт лежать відкритими в десяти стовпцях по п’ять, і кожного короля перенесено на самий низ його стовпця.&lt;/p&gt;&lt;p&gt;Збирайте чотири бази за мастю за зростанням, від туза до короля. Ходить лише верхня карта стовпця, по одній: на свою базу або на стовпець, верхня карта якого на одне значення старша, незалежно від масті (будь-яка 7 на будь-яку 8).&lt;/p&gt;&lt;p&gt;Стовпець, що спорожнів, лишається порожнім. Колоди й вільних комірок немає, тож думайте наперед: усі карти видно від самого початку. Ви виграєте, коли всі 52 карти на базах.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Baker&apos;s Dozen&lt;/h2&gt;&lt;p&gt;One deck, dealt face up into thirteen columns of four. Before play begins every King goes to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the foundations up by suit from Ace to King. Move the top card of a column home, or onto a column whose top card is one rank higher in any suit.&lt;/p&gt;&lt;p&gt;An empty column is never filled again. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Чортова дюжина&lt;/h2&gt;&lt;p&gt;Одна колода, розкладена відкритими картами в тринадцять стовпців по чотири. Перед початком гри кожен король іде на самий низ свого стовпця.&lt;/p&gt;&lt;p&gt;Збирайте бази за мастю за зростанням, від туза до короля. Перекладайте верхню карту стовпця на базу або на стовпець, верхня карта якого на одне значення старша, будь-якої масті.&lt;/p&gt;&lt;p&gt;Порожній стовпець більше не заповнюється. Ви виграєте, коли всі 52 карти на базах.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Seven columns of five cards lie face up; the other 17 cards are the stock. The waste starts empty, and any card may start it.&lt;/p&gt;&lt;p&gt;Play the top card of a column onto the waste when it is one rank above or below the waste&apos;s top card, suit ignored. Click the stock to turn its next card onto the waste; the stock is used once.&lt;/p&gt;&lt;p&gt;Options (Settings): &lt;i&gt;turn the corner&lt;/i&gt; lets Ace and King follow each other; &lt;i&gt;cards on a King&lt;/i&gt; lets a Queen (and with the corner an Ace) go on a King.&lt;/p&gt;&lt;p&gt;Clear all 35 column cards to win. The fewer cards you leave, the better.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Гольф&lt;/h2&gt;&lt;p&gt;Сім стовпців по п’ять карт лежать відкритими; решта 17 карт — колода. Скид на початку порожній, і почати його може будь-яка карта.&lt;/p&gt;&lt;p&gt;Кладіть верхню карту стовпця у скид, якщо вона на одне значення старша або молодша за верхню карту скиду, масть не важлива. Клацання по колоді відкриває її наступну карту у скид; колода проходиться один раз.&lt;/p&gt;&lt;p&gt;Варіанти (Налаштування): &lt;i&gt;через кут&lt;/i&gt; — туз і король можуть іти один за одним; &lt;i&gt;карти на короля&lt;/i&gt; — на короля можна покласти даму (а з кутом і туза).&lt;/p&gt;&lt;p&gt;Щоб виграти, приберіть усі 35 карт стовпців. Що менше карт лишиться, то краще.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Gloucestershire&lt;/h2&gt;&lt;p&gt;Two decks. Eight beds are dealt face up with 3 to 10 cards; the other 52 cards form the bouquet, fanned out along the bottom, of which only the top card (the rightmost) plays.&lt;/p&gt;&lt;p&gt;Any Ace starts a foundation, but each foundation has its own suit. It climbs from Ace to King, then the suit&apos;s second Ace follows and it climbs to King again.&lt;/p&gt;&lt;p&gt;On the beds build down in alternating colours; a King may go on an Ace. Any card fills an empty bed, and a foundation&apos;s top card may come back onto a bed.&lt;/p&gt;&lt;p&gt;With the &lt;i&gt;free bouquet&lt;/i&gt; option every bouquet card plays. You win when all 104 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Глостершир&lt;/h2&gt;&lt;p&gt;Дві колоди. Вісім грядок роздаються відкритими, від 3 до 10 карт; решта 52 карти утворюють букет, розкладений віялом унизу, і з нього ходить лише верхня карта (крайня праворуч).&lt;/p&gt;&lt;p&gt;Будь-який туз починає базу, але кожна база має свою масть. Вона росте від туза до короля, потім на неї лягає другий туз тієї самої масті, і вона знову росте до короля.&lt;/p&gt;&lt;p&gt;На грядках збирайте за спаданням, чергуючи кольори; короля можна покласти на туза. Порожню грядку заповнює будь-яка карта, а верхня карта бази може повернутися на грядку.&lt;/p&gt;&lt;p&gt;З варіантом &lt;i&gt;вільний букет&lt;/i&gt; ходить будь-яка карта букета. Ви виграєте, коли всі 104 карти на базах.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>LevelStatistics</name>
    <message>
        <source>By difficulty (winnable and daily deals)</source>
        <translation>За рівнем складності (виграшні розклади й розклади дня)</translation>
    </message>
    <message>
        <source>Fewest cards left</source>
        <translation>Найменше карт</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Рекорд</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Рівень</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Зіграно</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Виграно</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New deal</source>
        <translation>&amp;Новий розклад</translation>
    </message>
    <message>
        <source>&amp;Winnable deal</source>
        <translation>&amp;Виграшний розклад</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>Розклад &amp;дня</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Почати заново</translation>
    </message>
    <message>
        <source>Deal n&amp;umber...</source>
        <translation>Н&amp;омер розкладу…</translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation>Стат&amp;истика…</translation>
    </message>
    <message>
        <source>&amp;Open position...</source>
        <translation>В&amp;ідкрити позицію…</translation>
    </message>
    <message>
        <source>&amp;Save position...</source>
        <translation>&amp;Зберегти позицію…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Ви&amp;йти</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Скасувати хід</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повернути хід</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>П&amp;ідказка</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>Показати &amp;розв’язок</translation>
    </message>
    <message>
        <source>Solution s&amp;tep</source>
        <translation>&amp;Крок розв’язку</translation>
    </message>
    <message>
        <source>Undo to last &amp;winnable position</source>
        <translation>Скасувати до останньої в&amp;играшної позиції</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;Налаштування…</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Як грати</translation>
    </message>
    <message>
        <source>&amp;About goodmeasure</source>
        <translation>&amp;Про програму goodmeasure</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Комбінації клавіш</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Повний екран</translation>
    </message>
    <message>
        <source>Good &amp;Measure</source>
        <translation>Повна &amp;міра</translation>
    </message>
    <message>
        <source>&amp;Baker&apos;s Dozen</source>
        <translation>&amp;Чортова дюжина</translation>
    </message>
    <message>
        <source>&amp;Golf</source>
        <translation>&amp;Гольф</translation>
    </message>
    <message>
        <source>Glou&amp;cestershire</source>
        <translation>Г&amp;лостершир</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Зміни</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Налаштування</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>Gloucestershire&apos;s standard rule, where only the bouquet&apos;s top card plays, is almost never winnable: the solver proves nearly every deal lost. With the free bouquet every bouquet card plays, and many deals can be won.</source>
        <translation>За стандартним правилом «Глостерширу», коли ходить лише верхня карта букета, виграти майже неможливо: розв’язувач доводить, що майже кожен розклад програно. З вільним букетом ходить будь-яка карта букета, і багато розкладів можна виграти.</translation>
    </message>
    <message>
        <source>The switch deals a new free-bouquet deal now; Settings can undo it.</source>
        <translation>Перемикання одразу роздає новий розклад із вільним букетом; скасувати можна в налаштуваннях.</translation>
    </message>
    <message>
        <source>Switch to the free bouquet</source>
        <translation>Увімкнути вільний букет</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Сховати</translation>
    </message>
    <message>
        <source>The free bouquet applies from the next deal.</source>
        <translation>Вільний букет діє з наступного розкладу.</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Номер розкладу</translation>
    </message>
    <message>
        <source>Play deal number (%1):</source>
        <translation>Зіграти розклад номер (%1):</translation>
    </message>
    <message>
        <source>Under the standard rule, where only the bouquet&apos;s top card plays, the solver has never found a Gloucestershire deal that can be won: it proves nearly every deal lost. Turn on the free bouquet in Settings for deals it can win.</source>
        <translation>За стандартним правилом, коли ходить лише верхня карта букета, розв’язувач ще жодного разу не знайшов виграшного розкладу «Глостерширу»: він доводить, що майже кожен розклад програно. Увімкніть вільний букет у налаштуваннях, щоб отримувати розклади, які він може виграти.</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win...</source>
        <translation>Шукаю розклад, який розв’язувач може виграти…</translation>
    </message>
    <message>
        <source>The solver could not prove a deal winnable this time.</source>
        <translation>Цього разу розв’язувачу не вдалося довести, що розклад виграшний.</translation>
    </message>
    <message>
        <source>Here is an ordinary deal instead; it may not be winnable.</source>
        <translation>Ось натомість звичайний розклад; можливо, його не виграти.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file, and the solver played a move.</source>
        <translation>Не враховується в статистиці: позицію взято з файлу, і розв’язувач зробив хід.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file.</source>
        <translation>Не враховується в статистиці: позицію взято з файлу.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the solver played a move.</source>
        <translation>Не враховується в статистиці: розв’язувач зробив хід.</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Новий розклад</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Перемога!</translation>
    </message>
    <message>
        <source>Undo a move or start a new deal.</source>
        <translation>Скасуйте хід або почніть новий розклад.</translation>
    </message>
    <message>
        <source>Cards left: %1</source>
        <translation>Лишилося карт: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Скасувати хід</translation>
    </message>
    <message>
        <source>Undo to last winnable position</source>
        <translation>Скасувати до останньої виграшної позиції</translation>
    </message>
    <message>
        <source>No move left</source>
        <translation>Ходів немає</translation>
    </message>
    <message>
        <source>Open position</source>
        <translation>Відкрити позицію</translation>
    </message>
    <message>
        <source>Positions (*.deal);;All files (*)</source>
        <translation>Позиції (*.deal);;Усі файли (*)</translation>
    </message>
    <message>
        <source>The position could not be opened: %1. Your game is unchanged.</source>
        <translation>Не вдалося відкрити позицію: %1. Вашу гру не змінено.</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Зберегти позицію</translation>
    </message>
    <message>
        <source>The position could not be saved: %1.</source>
        <translation>Не вдалося зберегти позицію: %1.</translation>
    </message>
    <message>
        <source>Position saved to %1</source>
        <translation>Позицію збережено в %1</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Як грати</translation>
    </message>
    <message>
        <source>About goodmeasure</source>
        <translation>Про програму goodmeasure</translation>
    </message>
    <message>
        <source>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;Good Measure, Baker&apos;s Dozen, Golf and Gloucestershire: patience games of planning, with a solver that knows which deals can be won.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;«Повна міра», «Чортова дюжина», «Гольф» і «Глостершир»: пасьянси на розрахунок, із розв’язувачем, який знає, які розклади можна виграти.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Code and the Blue lattice card back: MIT licence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Код і сорочка «Синя ґратка»: ліцензія MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1: Adrian Kennard&apos;s playing cards (www.me.uk/cards), public domain under CC0 1.0.</source>
        <translation>%1: гральні карти Адріана Кеннарда (www.me.uk/cards), суспільне надбання за CC0 1.0.</translation>
    </message>
    <message>
        <source>%1: drawn for goodmeasure by its developers, public domain under CC0 1.0.</source>
        <translation>%1: робота розробників goodmeasure, суспільне надбання за CC0 1.0.</translation>
    </message>
    <message>
        <source>Card decks:</source>
        <translation>Колоди:</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1)?</source>
        <translation>Покинути поточну партію (зроблено ходів: %1)?</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1) to open %2?</source>
        <translation>Кинути поточну партію (зроблено ходів: %1), щоб відкрити %2?</translation>
    </message>
    <message>
        <source>It will count as a lost game.</source>
        <translation>Її буде зараховано як програну.</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Покинути партію?</translation>
    </message>
    <message>
        <source>&amp;Abandon game</source>
        <translation>&amp;Покинути партію</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>Г&amp;рати далі</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>Більше не питати</translation>
    </message>
    <message>
        <source>Settings not saved: %s</source>
        <translation>Налаштування не збережено: %s</translation>
    </message>
    <message numerus="yes">
        <source>All columns cleared in %n moves, time %1.</source>
        <translation>
            <numerusform>Усі стовпці прибрано за %n хід, час %1.</numerusform>
            <numerusform>Усі стовпці прибрано за %n ходи, час %1.</numerusform>
            <numerusform>Усі стовпці прибрано за %n ходів, час %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1 in %n moves, time %2.</source>
        <translation>
            <numerusform>Рахунок %1 за %n хід, час %2.</numerusform>
            <numerusform>Рахунок %1 за %n ходи, час %2.</numerusform>
            <numerusform>Рахунок %1 за %n ходів, час %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is a file, not a folder.</source>
        <translation>Не вдалося зберегти налаштування: %1 — файл, а не тека.</translation>
    </message>
    <message>
        <source>Settings could not be saved: permission denied in %1.</source>
        <translation>Не вдалося зберегти налаштування: немає прав на запис у %1.</translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is on a read-only disk.</source>
        <translation>Не вдалося зберегти налаштування: %1 розташовано на диску лише для читання.</translation>
    </message>
    <message>
        <source>Settings could not be saved: the disk holding %1 is full.</source>
        <translation>Не вдалося зберегти налаштування: диск, на якому розташовано %1, заповнений.</translation>
    </message>
    <message>
        <source>Settings could not be saved in %1 (%2).</source>
        <translation>Не вдалося зберегти налаштування в %1 (%2).</translation>
    </message>
    <message>
        <source>Daily deal %1</source>
        <translation>Розклад дня %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Розклад %1</translation>
    </message>
    <message>
        <source>Deal from a file</source>
        <translation>Розклад із файлу</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Ходи: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Час: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Рахунок: %1</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>Вийти з повноекранного режиму</translation>
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
        <translation>Не вдалося зберегти гру; її не буде продовжено, якщо goodmeasure закриється.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved.</source>
        <translation>Не вдалося зберегти статистику.</translation>
    </message>
    <message>
        <source>The finished game could not be cleared.</source>
        <translation>Не вдалося вилучити завершену гру.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>The %1 does not go on the %2.</source>
        <translation>Сюди %1 не лягає: зверху %2.</translation>
    </message>
    <message>
        <source>No foundation takes the %1 yet.</source>
        <translation>Поки %1 не лягає на жодну базу.</translation>
    </message>
    <message>
        <source>An empty column stays empty in this game.</source>
        <translation>У цій грі порожній стовпець лишається порожнім.</translation>
    </message>
    <message>
        <source>No foundation or bed takes the %1 yet.</source>
        <translation>Поки %1 не лягає ні на базу, ні на грядку.</translation>
    </message>
    <message>
        <source>No foundation or column takes the %1 yet.</source>
        <translation>Поки %1 не лягає ні на базу, ні на стовпець.</translation>
    </message>
    <message>
        <source>The %1 has nowhere to go.</source>
        <translation>Зараз %1 нікуди не лягає.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Language:</source>
        <translation>Мова:</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Вигляд</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <source>Auto play: a click plays a card where it fits</source>
        <translation>Автогра: клацання кладе карту туди, куди вона підходить</translation>
    </message>
    <message>
        <source>Auto finish: play the last cards off by itself</source>
        <translation>Автозавершення: останні карти йдуть самі</translation>
    </message>
    <message>
        <source>Show in the status bar whether the deal can still be won</source>
        <translation>Показувати на смужці стану, чи можна ще виграти розклад</translation>
    </message>
    <message>
        <source>New deal deals only deals the solver can win</source>
        <translation>«Новий розклад» роздає лише виграшні розклади</translation>
    </message>
    <message>
        <source>Ask before abandoning a game in progress</source>
        <translation>Питати, перш ніж покинути поточну партію</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Вимк.</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Швидка</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Звичайна</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Повільна</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>Animation:</source>
        <translation>Анімація:</translation>
    </message>
    <message>
        <source>Golf: turn the corner (Ace and King are neighbours)</source>
        <translation>Гольф: через кут (туз і король — сусіди)</translation>
    </message>
    <message>
        <source>Golf: cards on a King</source>
        <translation>Гольф: карти на короля</translation>
    </message>
    <message>
        <source>Gloucestershire: free bouquet (every card plays)</source>
        <translation>Глостершир: вільний букет (ходить будь-яка карта)</translation>
    </message>
    <message>
        <source>Game variants</source>
        <translation>Варіанти ігор</translation>
    </message>
    <message>
        <source>Variants take effect from the next deal.</source>
        <translation>Варіанти діють з наступного розкладу.</translation>
    </message>
    <message>
        <source>Choose a colour...</source>
        <translation>Вибрати колір…</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Мова системи</translation>
    </message>
    <message>
        <source>A new language takes effect when goodmeasure starts again.</source>
        <translation>Нова мова набуде чинності після наступного запуску goodmeasure.</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Колір столу:</translation>
    </message>
    <message>
        <source>Table surface:</source>
        <translation>Поверхня столу:</translation>
    </message>
    <message>
        <source>High contrast: a black table, cards outlined in white</source>
        <translation>Висока контрастність: чорний стіл, карти з білою обвідкою</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Сорочка:</translation>
    </message>
    <message>
        <source>Preview of the card deck</source>
        <translation>Зразок колоди</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>Колода:</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Звуки</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Гучність</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Звук</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Гучність:</translation>
    </message>
    <message>
        <source>Sound needs Qt Multimedia, which is not installed: install goodmeasure[sound] for sound.</source>
        <translation>Для звуку потрібен Qt Multimedia, а його не встановлено: встановіть goodmeasure[sound].</translation>
    </message>
    <message>
        <source>No sound: this computer has no audio output.</source>
        <translation>Звуку немає: комп’ютер не має аудіовиходу.</translation>
    </message>
    <message>
        <source>No sound: the audio output failed. Sound stays off until goodmeasure is restarted.</source>
        <translation>Звуку немає: аудіовихід дав збій. Звук вимкнено до перезапуску goodmeasure.</translation>
    </message>
    <message>
        <source>Custom (%1)</source>
        <translation>Власний (%1)</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Колір столу</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Комбінації клавіш</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавіші</translation>
    </message>
    <message>
        <source>On the table, arrows or Tab move between piles and Space or Enter picks up and puts down a card: How to play tells the rest.</source>
        <translation>На столі стрілки або Tab переходять між стосами, а Пробіл або Enter бере й кладе карту; решта — у «Як грати».</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>%1, picked up</source>
        <translation>%1, карту взято</translation>
    </message>
    <message>
        <source>%1, takes the %2</source>
        <translation>%1, сюди лягає %2</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стіл</translation>
    </message>
    <message>
        <source>Read the table</source>
        <translation>Прочитати стіл</translation>
    </message>
    <message>
        <source>Read the focused pile</source>
        <translation>Прочитати вибрану стопку</translation>
    </message>
    <message>
        <source>Read the foundations and score</source>
        <translation>Прочитати бази й рахунок</translation>
    </message>
    <message>
        <source>Bed %1</source>
        <translation>Грядка %1</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Стовпець %1</translation>
    </message>
    <message>
        <source>Foundation %1</source>
        <translation>База %1</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>Скид</translation>
    </message>
    <message>
        <source>Bouquet</source>
        <translation>Букет</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 карта</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карти</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>порожньо</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1, нижче %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2 face down</source>
        <translation>%1, %2 сорочкою догори</translation>
    </message>
    <message>
        <source>%1, card %2 of %3: %4</source>
        <translation>%1, карта %2 з %3: %4</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1, %2 from the top: %3</source>
        <translation>%1, %2 згори вниз: %3</translation>
    </message>
    <message>
        <source>Picked up the %1.</source>
        <translation>У руці: %1.</translation>
    </message>
    <message>
        <source>Put back the %1.</source>
        <translation>Повернуто на місце: %1.</translation>
    </message>
    <message>
        <source>The %1 does not go on %2.</source>
        <translation>%2: сюди %1 не лягає.</translation>
    </message>
    <message>
        <source>The %1 cannot go to its foundation yet.</source>
        <translation>Поки %1 не лягає на базу.</translation>
    </message>
    <message>
        <source>No card to pick up on %1.</source>
        <translation>%1: нічого взяти.</translation>
    </message>
    <message>
        <source>Turned the %1 onto the waste.</source>
        <translation>З колоди в скид: %1.</translation>
    </message>
    <message>
        <source>%1 shows the %2.</source>
        <translation>%1: зверху %2.</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1: порожньо.</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Скасовано: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Повернуто: %1</translation>
    </message>
    <message>
        <source>Back to the start of the deal.</source>
        <translation>Повернення до початку розкладу.</translation>
    </message>
    <message>
        <source>Back to move %1.</source>
        <translation>Повернення до ходу %1.</translation>
    </message>
    <message>
        <source>Auto finish plays the rest home.</source>
        <translation>Автозавершення викладає решту карт на бази.</translation>
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
        <translation>карти на короля</translation>
    </message>
    <message>
        <source>turn the corner</source>
        <translation>через кут</translation>
    </message>
    <message>
        <source>free bouquet</source>
        <translation>вільний букет</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>суворо</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Played:</source>
        <translation>Зіграно:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Виграно:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Частка перемог:</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>Поточна серія:</translation>
    </message>
    <message>
        <source>Best streak:</source>
        <translation>Найкраща серія:</translation>
    </message>
    <message>
        <source>Fewest cards left:</source>
        <translation>Найменше карт лишилося:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Найкращий рахунок:</translation>
    </message>
    <message>
        <source>Fastest win:</source>
        <translation>Найшвидша перемога:</translation>
    </message>
    <message>
        <source>Fewest moves in a win:</source>
        <translation>Найменше ходів у перемозі:</translation>
    </message>
    <message>
        <source>Not counted above:</source>
        <translation>Не враховано вище:</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Ця гра</translation>
    </message>
    <message>
        <source>Positions opened from a file, and games in which the solver played a move, are not counted as played or won, and set no record.</source>
        <translation>Позиції, відкриті з файлу, і партії, у яких розв’язувач зробив хід, не вважаються зіграними чи виграними і не встановлюють рекордів.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходи</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Час</translation>
    </message>
    <message>
        <source>Daily deals</source>
        <translation>Розклади дня</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Скинути…</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Виграно</translation>
    </message>
    <message>
        <source>Not won</source>
        <translation>Не виграно</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Скидання статистики</translation>
    </message>
    <message>
        <source>Forget all statistics of %1, daily results included?</source>
        <translation>Забути всю статистику гри «%1», разом із результатами розкладів дня?</translation>
    </message>
</context>
<context>
    <name>WelcomeBar</name>
    <message>
        <source>New here? %1 opens How to play; %2 shows a hint.</source>
        <translation>Уперше? %1 — «Як грати», %2 — підказка.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Як грати</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Сховати</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Ace</source>
        <translation>туз</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>валет</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <source>King</source>
        <translation>король</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубон</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>чирв</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>пік</translation>
    </message>
    <message>
        <source>turns a card from the stock</source>
        <translation>відкривається карта з колоди</translation>
    </message>
    <message>
        <source>moves the %1</source>
        <translation>перекладається %1</translation>
    </message>
    <message>
        <source>but the game is lost either way</source>
        <translation>але партію програно в будь-якому разі</translation>
    </message>
    <message>
        <source>plays the %1 home</source>
        <translation>%1 іде на базу</translation>
    </message>
    <message>
        <source>frees the %1</source>
        <translation>відкривається %1</translation>
    </message>
    <message>
        <source>empties column %2</source>
        <translation>порожніє стовпець %2</translation>
    </message>
    <message>
        <source>empties bed %2</source>
        <translation>порожніє грядка %2</translation>
    </message>
    <message>
        <source>plays the %1 onto the waste</source>
        <translation>%1 іде у скид</translation>
    </message>
    <message>
        <source>brings the %1 back from its foundation</source>
        <translation>%1 повертається з бази</translation>
    </message>
    <message>
        <source>plays the %1 from the bouquet</source>
        <translation>%1 іде з букета</translation>
    </message>
    <message>
        <source>empties nothing, keeps options</source>
        <translation>нічого не порожніє, вибір лишається</translation>
    </message>
    <message>
        <source>the game is won</source>
        <translation>партію виграно</translation>
    </message>
    <message>
        <source>no legal move is left</source>
        <translation>допустимих ходів не лишилося</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Your settings could not be read (%1), so the default settings are used.</source>
        <translation>Не вдалося прочитати налаштування (%1), тому використано типові налаштування.</translation>
    </message>
    <message>
        <source>Your statistics could not be read (%1), so they start from zero.</source>
        <translation>Не вдалося прочитати статистику (%1), тому вона починається з нуля.</translation>
    </message>
    <message>
        <source>The saved game could not be read (%1), so a new deal was started.</source>
        <translation>Не вдалося прочитати збережену гру (%1), тому розпочато новий розклад.</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>файл не текстовий</translation>
    </message>
    <message>
        <source>it is nested too deeply</source>
        <translation>надто глибока вкладеність</translation>
    </message>
    <message>
        <source>it is not valid JSON</source>
        <translation>файл не є коректним JSON</translation>
    </message>
    <message>
        <source>it does not hold a JSON object</source>
        <translation>у файлі немає об’єкта JSON</translation>
    </message>
    <message>
        <source>it has schema %1, expected %2</source>
        <translation>файл має схему %1, а очікувалася %2</translation>
    </message>
    <message>
        <source>it is far too large</source>
        <translation>файл надто великий</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>це не звичайний файл</translation>
    </message>
    <message>
        <source>it could not be opened (%1)</source>
        <translation>файл не вдалося відкрити (%1)</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 — файл, а не тека</translation>
    </message>
    <message>
        <source>%1 is not a deal number of at most %2</source>
        <translation>%1 — не номер розкладу (можна не більше %2)</translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <translation>%1 не є значенням true або false</translation>
    </message>
    <message>
        <source>%1 is not a whole number of at least %2</source>
        <translation>%1 не є цілим числом, не меншим за %2</translation>
    </message>
    <message>
        <source>%1 is not a number of seconds</source>
        <translation>%1 не є числом секунд</translation>
    </message>
    <message>
        <source>%1 is not a non-negative number of seconds</source>
        <translation>%1 не є невід’ємним числом секунд</translation>
    </message>
    <message>
        <source>%1 is not text</source>
        <translation>%1 не є текстом</translation>
    </message>
    <message>
        <source>%1 is not a JSON object</source>
        <translation>%1 не є об’єктом JSON</translation>
    </message>
    <message>
        <source>%1 is not a list of text</source>
        <translation>%1 не є списком рядків</translation>
    </message>
    <message>
        <source>%1 is not a known game</source>
        <translation>%1 не є відомою грою</translation>
    </message>
    <message>
        <source>%1 is not a date</source>
        <translation>%1 не є датою</translation>
    </message>
    <message>
        <source>its cursor %1 is outside the %2 moves</source>
        <translation>позиція курсора %1 поза межами %2 ходів</translation>
    </message>
    <message>
        <source>its moves do not replay (%1)</source>
        <translation>ходи не відтворюються (%1)</translation>
    </message>
    <message>
        <source>its deal is for a different game or options</source>
        <translation>розклад належить до іншої гри або інших варіантів</translation>
    </message>
    <message>
        <source>its game counts contradict each other</source>
        <translation>лічильники партій суперечать один одному</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Пошкоджений файл збережено як %1.</translation>
    </message>
    <message>
        <source>The damaged file could not be moved aside (%1).</source>
        <translation>Пошкоджений файл не вдалося перемістити (%1).</translation>
    </message>
    <message>
        <source>Nothing can be saved until that file is moved or renamed.</source>
        <translation>Нічого не збережеться, доки цей файл не переміщено чи не перейменовано.</translation>
    </message>
    <message>
        <source>Some settings were invalid and were reset: %1.</source>
        <translation>Деякі налаштування були неправильні, їх скинуто: %1.</translation>
    </message>
    <message>
        <source>the daily results of %1</source>
        <translation>результати розкладів дня за %1</translation>
    </message>
    <message>
        <source>the %1 level of %2</source>
        <translation>рівень %1 гри %2</translation>
    </message>
    <message>
        <source>the levels of %1</source>
        <translation>рівні гри %1</translation>
    </message>
    <message>
        <source>Some statistics could not be read and were left out: %1.</source>
        <translation>Частину статистики не вдалося прочитати, її пропущено: %1.</translation>
    </message>
</context>
</TS>
