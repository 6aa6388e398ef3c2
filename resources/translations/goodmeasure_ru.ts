<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>App</name>
    <message>
        <source>The position could not be opened: %1.</source>
        <extracomment>Another app runs on the same data folder and did not take the file.</extracomment>
        <translation>Не удалось открыть позицию: %1.</translation>
    </message>
    <message>
        <source>goodmeasure is already running with the same game folder (process %1) and does not answer. So as not to overwrite its game, nothing was opened. Close it, or end that process, and try again.</source>
        <translation>goodmeasure уже запущен с той же папкой игр (процесс %1) и не отвечает. Чтобы не перезаписать его игру, ничего не открыто. Закройте его или завершите этот процесс и попробуйте снова.</translation>
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
        <translation>Зелёное сукно</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синий</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красный</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Серый</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Коричневый</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Классическая</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Крупные индексы</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Четыре цвета</translation>
    </message>
    <message>
        <source>The deck&apos;s own</source>
        <translation>Из колоды</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Синяя решётка</translation>
    </message>
    <message>
        <source>The card deck %1 is not installed, so the %2 deck is used.</source>
        <translation>Колода %1 не установлена, поэтому используется колода %2.</translation>
    </message>
    <message>
        <source>The card back %1 is not installed, so the deck&apos;s own back is used.</source>
        <translation>Рубашка %1 не установлена, поэтому используется рубашка самой колоды.</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>Гладкая</translation>
    </message>
    <message>
        <source>Felt</source>
        <translation>Сукно</translation>
    </message>
    <message>
        <source>Spotlight</source>
        <translation>Луч света</translation>
    </message>
</context>
<context>
    <name>Difficulty</name>
    <message>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сложный</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Эксперт</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;Лёгкий</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>С&amp;редний</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>&amp;Сложный</translation>
    </message>
    <message>
        <source>E&amp;xpert</source>
        <translation>&amp;Эксперт</translation>
    </message>
    <message>
        <source>Winnable deal of &amp;level</source>
        <translation>Выигрышный расклад по &amp;уровню</translation>
    </message>
    <message>
        <source>No deal of level %1 can be dealt: under the standard rule the solver has never found a Gloucestershire deal that can be won. Turn on the free bouquet in Settings for deals of every level.</source>
        <translation>Расклад уровня «%1» сдать нельзя: по стандартному правилу решатель ещё ни разу не нашёл выигрышного расклада «Глостершира». Включите свободный букет в настройках, чтобы получать расклады любого уровня.</translation>
    </message>
    <message>
        <source>The solver found no deal of level %1 this time; try again.</source>
        <translation>На этот раз решатель не нашёл расклада уровня «%1»; попробуйте ещё раз.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Level %1. %2</source>
        <translation>Уровень: %1. %2</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Good Measure</source>
        <translation>Полная мера</translation>
    </message>
    <message>
        <source>Baker&apos;s Dozen</source>
        <translation>Чёртова дюжина</translation>
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
        <translation>открыть карту из колоды</translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 — на базу</translation>
    </message>
    <message>
        <source>%1 onto the waste</source>
        <translation>%1 — в сброс</translation>
    </message>
    <message>
        <source>%1 onto bed %2</source>
        <translation>%1 — на грядку %2</translation>
    </message>
    <message>
        <source>%1 onto column %2</source>
        <translation>%1 — на столбец %2</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <source>Thinking...</source>
        <translation>Думаю…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Можно выиграть</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Проиграно</translation>
    </message>
    <message>
        <source>Looking deeper...</source>
        <translation>Ищу глубже…</translation>
    </message>
    <message>
        <source>Not yet known</source>
        <translation>Пока неизвестно</translation>
    </message>
    <message>
        <source>Lost from the start</source>
        <translation>Проиграно с начала</translation>
    </message>
    <message>
        <source>Lost since move %1</source>
        <translation>Проиграно с хода %1</translation>
    </message>
    <message>
        <source>Every card is home.</source>
        <translation>Все карты на базах.</translation>
    </message>
    <message>
        <source>The solver is looking at this position.</source>
        <translation>Решатель изучает эту позицию.</translation>
    </message>
    <message>
        <source>Thinking about a hint...</source>
        <translation>Ищу подсказку…</translation>
    </message>
    <message>
        <source>Looking for the last winnable position...</source>
        <translation>Ищу последнюю выигрышную позицию…</translation>
    </message>
    <message>
        <source>This position can still be won: there is nothing to undo.</source>
        <translation>Эту позицию ещё можно выиграть: отменять нечего.</translation>
    </message>
    <message>
        <source>The solver has found a winning line from here.</source>
        <translation>Решатель нашёл отсюда путь к победе.</translation>
    </message>
    <message>
        <source>The solver proves that no win is left.</source>
        <translation>Решатель доказал, что выиграть уже нельзя.</translation>
    </message>
    <message>
        <source>The solver could not decide this position at once and is looking further.</source>
        <translation>Решатель не смог сразу оценить эту позицию и ищет дальше.</translation>
    </message>
    <message>
        <source>The solver could not decide this position within its budget.</source>
        <translation>Решатель не смог оценить эту позицию в пределах своего лимита.</translation>
    </message>
    <message>
        <source>The solver proves this deal cannot be won.</source>
        <translation>Решатель доказал, что этот расклад не выиграть.</translation>
    </message>
    <message>
        <source>Position after move %1 is the first the solver proves lost.</source>
        <translation>Позиция после хода %1 — первая, проигрыш которой доказан решателем.</translation>
    </message>
    <message>
        <source>No earlier position is proven winnable.</source>
        <translation>Ни одна более ранняя позиция не доказана как выигрышная.</translation>
    </message>
    <message>
        <source>No legal move is left.</source>
        <translation>Допустимых ходов не осталось.</translation>
    </message>
    <message>
        <source>Hint: %1%2. It leads to a win.</source>
        <translation>Подсказка: %1%2. Ведёт к победе.</translation>
    </message>
    <message>
        <source>Suggestion: %1%2.</source>
        <translation>Совет: %1%2.</translation>
    </message>
    <message>
        <source>This deal is lost</source>
        <translation>Этот расклад проигран</translation>
    </message>
    <message>
        <source>The solver proves that this deal cannot be won, whatever is played.</source>
        <translation>Решатель доказал, что этот расклад не выиграть, как ни играй.</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Новый расклад</translation>
    </message>
    <message>
        <source>This position is lost</source>
        <translation>Эта позиция проиграна</translation>
    </message>
    <message>
        <source>The solver proves that no win is left from here. You can go back to the last position it can still win from.</source>
        <translation>Решатель доказал, что отсюда выиграть уже нельзя. Можно вернуться к последней позиции, из которой он ещё может выиграть.</translation>
    </message>
    <message>
        <source>Undo to the last winnable position</source>
        <translation>Отменить до последней выигрышной позиции</translation>
    </message>
    <message>
        <source>Only a suggestion (no win proven): %1%2.</source>
        <translation>Только совет (победа не доказана): %1%2.</translation>
    </message>
    <message>
        <source>This game is won: every card is home.</source>
        <translation>Партия выиграна: все карты на базах.</translation>
    </message>
    <message>
        <source>The solver is working on a solution...</source>
        <translation>Решатель ищет решение…</translation>
    </message>
    <message>
        <source>The solver is still looking for a winning line...</source>
        <translation>Решатель всё ещё ищет путь к победе…</translation>
    </message>
    <message>
        <source>The solver has no winning line from here to show.</source>
        <translation>Решатель не может показать отсюда путь к победе.</translation>
    </message>
</context>
<context>
    <name>HowTo</name>
    <message>
        <source>&lt;h3&gt;Playing with the mouse and keys&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Игра мышью и клавишами&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost column that takes it. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Перетащите свободную карту на стопку: стопки, которые её принимают, подсвечиваются. Если автоигра включена, щелчок отправляет карту на базу, если она туда подходит, иначе — на крайний левый столбец, который её принимает. Если автоигра выключена, щелчок берёт карту, а щелчок по стопке кладёт её. Двойной щелчок отправляет карту на её базу.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a free card to a pile: the piles that take it light up. With Auto play on, a click plays a card home if it fits there, else onto the leftmost bed that takes it, and onto an empty bed only when no other bed does. With Auto play off, a click picks a card up and a click on a pile puts it down. A double-click sends a card to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Перетащите свободную карту на стопку: стопки, которые её принимают, подсвечиваются. Если автоигра включена, щелчок отправляет карту на базу, если она туда подходит, иначе — на крайнюю левую грядку, которая её принимает, а на пустую грядку — только если её не принимает никакая другая грядка. Если автоигра выключена, щелчок берёт карту, а щелчок по стопке кладёт её. Двойной щелчок отправляет карту на её базу.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Drag a column&apos;s top card onto the waste: the waste lights up when it takes it. With Auto play on, a click plays the card onto the waste if it fits. With Auto play off, a click picks a card up and a click on the waste puts it down. A click on the stock turns its next card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Перетащите верхнюю карту столбца в сброс: сброс подсвечивается, если принимает её. Если автоигра включена, щелчок кладёт карту в сброс, если она подходит. Если автоигра выключена, щелчок берёт карту, а щелчок по сбросу кладёт её. Щелчок по колоде открывает её следующую карту.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down, F or Shift+Enter sends a card home, Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Клавиши: стрелки или Tab — переход между стопками, Пробел или Enter — взять и положить карту, F или Shift+Enter — отправить карту на базу, Ctrl+Z — отменить ход, Ctrl+Shift+Z — вернуть ход, H — подсказка.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: arrows or Tab move between piles, Space or Enter picks up and puts down (on the stock, turns a card), Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Клавиши: стрелки или Tab — переход между стопками, Пробел или Enter — взять и положить карту (на колоде — открыть карту), Ctrl+Z — отменить ход, Ctrl+Shift+Z — вернуть ход, H — подсказка.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the foundations and the score. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;С программой экранного доступа: T читает весь стол, P — выбранную стопку сверху вниз, S — базы и счёт. Каждый ход, отмена и подсказка озвучиваются сразу.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a screen reader: T reads the whole table, P reads the focused pile from the top, S reads the waste and the cards left. Every move, undo and hint is said as it happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;С программой экранного доступа: T читает весь стол, P — выбранную стопку сверху вниз, S — сброс и число оставшихся карт. Каждый ход, отмена и подсказка озвучиваются сразу.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With the free bouquet, Left and Right choose a bouquet card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Со свободным букетом стрелки влево и вправо выбирают карту букета.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Good Measure&lt;/h2&gt;&lt;p&gt;One deck. Two Aces start on the foundations straight away; the other 50 cards lie face up in ten columns of five, with every King moved to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the four foundations up by suit from Ace to King. Only the top card of a column moves, one at a time: home to its foundation, or onto a column whose top card is one rank higher, whatever the suit (any 7 on any 8).&lt;/p&gt;&lt;p&gt;A column that empties stays empty. There is no stock and no free cell, so plan ahead: every card is in view from the start. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Полная мера&lt;/h2&gt;&lt;p&gt;Одна колода. Два туза сразу лежат на базах; остальные 50 карт лежат открытыми в десяти столбцах по пять, и каждый король перенесён в самый низ своего столбца.&lt;/p&gt;&lt;p&gt;Собирайте четыре базы по масти по возрастанию, от туза до короля. Ходит только верхняя карта столбца, по одной: на свою базу или на столбец, верхняя карта которого на одно значение старше, независимо от масти (любая 7 на любую 8).&lt;/p&gt;&lt;p&gt;Опустевший столбец остаётся пустым. Колоды и свободных ячеек нет, так что думайте наперёд: все карты видны с самого начала. Вы выигрываете, когда все 52 карты на базах.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Baker&apos;s Dozen&lt;/h2&gt;&lt;p&gt;One deck, dealt face up into thirteen columns of four. Before play begins every King goes to the bottom of its column.&lt;/p&gt;&lt;p&gt;Build the foundations up by suit from Ace to King. Move the top card of a column home, or onto a column whose top card is one rank higher in any suit.&lt;/p&gt;&lt;p&gt;An empty column is never filled again. You win when all 52 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Чёртова дюжина&lt;/h2&gt;&lt;p&gt;Одна колода, разложенная открытыми картами в тринадцать столбцов по четыре. Перед началом игры каждый король уходит в самый низ своего столбца.&lt;/p&gt;&lt;p&gt;Собирайте базы по масти по возрастанию, от туза до короля. Перекладывайте верхнюю карту столбца на базу или на столбец, верхняя карта которого на одно значение старше, любой масти.&lt;/p&gt;&lt;p&gt;Пустой столбец больше не заполняется. Вы выигрываете, когда все 52 карты на базах.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Golf&lt;/h2&gt;&lt;p&gt;Seven columns of five cards lie face up; the other 17 cards are the stock. The waste starts empty, and any card may start it.&lt;/p&gt;&lt;p&gt;Play the top card of a column onto the waste when it is one rank above or below the waste&apos;s top card, suit ignored. Click the stock to turn its next card onto the waste; the stock is used once.&lt;/p&gt;&lt;p&gt;Options (Settings): &lt;i&gt;turn the corner&lt;/i&gt; lets Ace and King follow each other; &lt;i&gt;cards on a King&lt;/i&gt; lets a Queen (and with the corner an Ace) go on a King.&lt;/p&gt;&lt;p&gt;Clear all 35 column cards to win. The fewer cards you leave, the better.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Гольф&lt;/h2&gt;&lt;p&gt;Семь столбцов по пять карт лежат открытыми; остальные 17 карт — колода. Сброс в начале пуст, и начать его может любая карта.&lt;/p&gt;&lt;p&gt;Кладите верхнюю карту столбца в сброс, если она на одно значение старше или младше верхней карты сброса, масть не важна. Щелчок по колоде открывает её следующую карту в сброс; колода проходится один раз.&lt;/p&gt;&lt;p&gt;Варианты (Настройки): &lt;i&gt;через угол&lt;/i&gt; — туз и король могут следовать друг за другом; &lt;i&gt;карты на короля&lt;/i&gt; — на короля можно положить даму (а с углом и туза).&lt;/p&gt;&lt;p&gt;Чтобы выиграть, уберите все 35 карт столбцов. Чем меньше карт останется, тем лучше.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Gloucestershire&lt;/h2&gt;&lt;p&gt;Two decks. Eight beds are dealt face up with 3 to 10 cards; the other 52 cards form the bouquet, fanned out along the bottom, of which only the top card (the rightmost) plays.&lt;/p&gt;&lt;p&gt;Any Ace starts a foundation, but each foundation has its own suit. It climbs from Ace to King, then the suit&apos;s second Ace follows and it climbs to King again.&lt;/p&gt;&lt;p&gt;On the beds build down in alternating colours; a King may go on an Ace. Any card fills an empty bed, and a foundation&apos;s top card may come back onto a bed.&lt;/p&gt;&lt;p&gt;With the &lt;i&gt;free bouquet&lt;/i&gt; option every bouquet card plays. You win when all 104 cards are home.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Глостершир&lt;/h2&gt;&lt;p&gt;Две колоды. Восемь грядок раздаются открытыми, от 3 до 10 карт; остальные 52 карты образуют букет, веером разложенный внизу, и из него ходит только верхняя карта (крайняя справа).&lt;/p&gt;&lt;p&gt;Любой туз начинает базу, но у каждой базы своя масть. Она растёт от туза до короля, затем на неё ложится второй туз той же масти, и она снова растёт до короля.&lt;/p&gt;&lt;p&gt;На грядках собирайте по убыванию, чередуя цвета; короля можно положить на туза. Пустую грядку заполняет любая карта, а верхняя карта базы может вернуться на грядку.&lt;/p&gt;&lt;p&gt;С вариантом &lt;i&gt;свободный букет&lt;/i&gt; ходит любая карта букета. Вы выигрываете, когда все 104 карты на базах.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>LevelStatistics</name>
    <message>
        <source>By difficulty (winnable and daily deals)</source>
        <translation>По уровню сложности (выигрышные расклады и расклады дня)</translation>
    </message>
    <message>
        <source>Fewest cards left</source>
        <translation>Лучший остаток</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Лучший счёт</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New deal</source>
        <translation>&amp;Новый расклад</translation>
    </message>
    <message>
        <source>&amp;Winnable deal</source>
        <translation>&amp;Выигрышный расклад</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>Расклад &amp;дня</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Начать &amp;заново</translation>
    </message>
    <message>
        <source>Deal n&amp;umber...</source>
        <translation>Н&amp;омер расклада…</translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation>Стат&amp;истика…</translation>
    </message>
    <message>
        <source>&amp;Open position...</source>
        <translation>О&amp;ткрыть позицию…</translation>
    </message>
    <message>
        <source>&amp;Save position...</source>
        <translation>&amp;Сохранить позицию…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить ход</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Вернуть ход</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>Показать &amp;решение</translation>
    </message>
    <message>
        <source>Solution s&amp;tep</source>
        <translation>&amp;Шаг решения</translation>
    </message>
    <message>
        <source>Undo to last &amp;winnable position</source>
        <translation>Отменить до последней в&amp;ыигрышной позиции</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Как играть</translation>
    </message>
    <message>
        <source>&amp;About goodmeasure</source>
        <translation>&amp;О программе goodmeasure</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Сочетания клавиш</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Полный экран</translation>
    </message>
    <message>
        <source>Good &amp;Measure</source>
        <translation>&amp;Полная мера</translation>
    </message>
    <message>
        <source>&amp;Baker&apos;s Dozen</source>
        <translation>&amp;Чёртова дюжина</translation>
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
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Gloucestershire&apos;s standard rule, where only the bouquet&apos;s top card plays, is almost never winnable: the solver proves nearly every deal lost. With the free bouquet every bouquet card plays, and many deals can be won.</source>
        <translation>По стандартному правилу «Глостершира», когда ходит только верхняя карта букета, выиграть почти невозможно: решатель доказывает, что почти каждый расклад проигран. Со свободным букетом ходит любая карта букета, и многие расклады можно выиграть.</translation>
    </message>
    <message>
        <source>The switch deals a new free-bouquet deal now; Settings can undo it.</source>
        <translation>Переключение сразу сдаёт новый расклад со свободным букетом; отменить можно в настройках.</translation>
    </message>
    <message>
        <source>Switch to the free bouquet</source>
        <translation>Включить свободный букет</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Скрыть</translation>
    </message>
    <message>
        <source>The free bouquet applies from the next deal.</source>
        <translation>Свободный букет действует со следующего расклада.</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Номер расклада</translation>
    </message>
    <message>
        <source>Play deal number (%1):</source>
        <translation>Сыграть расклад номер (%1):</translation>
    </message>
    <message>
        <source>Under the standard rule, where only the bouquet&apos;s top card plays, the solver has never found a Gloucestershire deal that can be won: it proves nearly every deal lost. Turn on the free bouquet in Settings for deals it can win.</source>
        <translation>По стандартному правилу, когда ходит только верхняя карта букета, решатель ещё ни разу не нашёл выигрышного расклада «Глостершира»: он доказывает, что почти каждый расклад проигран. Включите свободный букет в настройках, чтобы получать расклады, которые он может выиграть.</translation>
    </message>
    <message>
        <source>Looking for a deal the solver can win...</source>
        <translation>Ищу расклад, который решатель может выиграть…</translation>
    </message>
    <message>
        <source>The solver could not prove a deal winnable this time.</source>
        <translation>На этот раз решателю не удалось доказать, что расклад выигрышный.</translation>
    </message>
    <message>
        <source>Here is an ordinary deal instead; it may not be winnable.</source>
        <translation>Вот вместо него обычный расклад; возможно, его не выиграть.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file, and the solver played a move.</source>
        <translation>Не учитывается в статистике: позиция взята из файла, и решатель сделал ход.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the position came from a file.</source>
        <translation>Не учитывается в статистике: позиция взята из файла.</translation>
    </message>
    <message>
        <source>Not counted in the statistics: the solver played a move.</source>
        <translation>Не учитывается в статистике: решатель сделал ход.</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Новый расклад</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Победа!</translation>
    </message>
    <message>
        <source>Undo a move or start a new deal.</source>
        <translation>Отмените ход или начните новый расклад.</translation>
    </message>
    <message>
        <source>Cards left: %1</source>
        <translation>Осталось карт: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить ход</translation>
    </message>
    <message>
        <source>Undo to last winnable position</source>
        <translation>Отменить до последней выигрышной позиции</translation>
    </message>
    <message>
        <source>No move left</source>
        <translation>Ходов нет</translation>
    </message>
    <message>
        <source>Open position</source>
        <translation>Открыть позицию</translation>
    </message>
    <message>
        <source>Positions (*.deal);;All files (*)</source>
        <translation>Позиции (*.deal);;Все файлы (*)</translation>
    </message>
    <message>
        <source>The position could not be opened: %1. Your game is unchanged.</source>
        <translation>Не удалось открыть позицию: %1. Ваша игра не изменилась.</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Сохранить позицию</translation>
    </message>
    <message>
        <source>The position could not be saved: %1.</source>
        <translation>Не удалось сохранить позицию: %1.</translation>
    </message>
    <message>
        <source>Position saved to %1</source>
        <translation>Позиция сохранена в %1</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Как играть</translation>
    </message>
    <message>
        <source>About goodmeasure</source>
        <translation>О программе goodmeasure</translation>
    </message>
    <message>
        <source>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;Good Measure, Baker&apos;s Dozen, Golf and Gloucestershire: patience games of planning, with a solver that knows which deals can be won.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;goodmeasure %1&lt;/h3&gt;&lt;p&gt;«Полная мера», «Чёртова дюжина», «Гольф» и «Глостершир»: пасьянсы на расчёт, с решателем, который знает, какие расклады можно выиграть.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Code and the Blue lattice card back: MIT licence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Код и рубашка «Синяя решётка»: лицензия MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1: Adrian Kennard&apos;s playing cards (www.me.uk/cards), public domain under CC0 1.0.</source>
        <translation>%1: игральные карты Адриана Кеннарда (www.me.uk/cards), общественное достояние по CC0 1.0.</translation>
    </message>
    <message>
        <source>%1: drawn for goodmeasure by its developers, public domain under CC0 1.0.</source>
        <translation>%1: работа разработчиков goodmeasure, общественное достояние по CC0 1.0.</translation>
    </message>
    <message>
        <source>Card decks:</source>
        <translation>Колоды:</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1)?</source>
        <translation>Бросить текущую партию (сделано ходов: %1)?</translation>
    </message>
    <message>
        <source>Abandon the game in progress (moves made: %1) to open %2?</source>
        <translation>Бросить текущую партию (сделано ходов: %1), чтобы открыть %2?</translation>
    </message>
    <message>
        <source>It will count as a lost game.</source>
        <translation>Она будет засчитана как проигранная.</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Бросить партию?</translation>
    </message>
    <message>
        <source>&amp;Abandon game</source>
        <translation>&amp;Бросить партию</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Продолжить игру</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>Больше не спрашивать</translation>
    </message>
    <message>
        <source>Settings not saved: %s</source>
        <translation>Настройки не сохранены: %s</translation>
    </message>
    <message numerus="yes">
        <source>All columns cleared in %n moves, time %1.</source>
        <translation>
            <numerusform>Все столбцы убраны за %n ход, время %1.</numerusform>
            <numerusform>Все столбцы убраны за %n хода, время %1.</numerusform>
            <numerusform>Все столбцы убраны за %n ходов, время %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1 in %n moves, time %2.</source>
        <translation>
            <numerusform>Счёт %1 за %n ход, время %2.</numerusform>
            <numerusform>Счёт %1 за %n хода, время %2.</numerusform>
            <numerusform>Счёт %1 за %n ходов, время %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is a file, not a folder.</source>
        <translation>Не удалось сохранить настройки: %1 — файл, а не папка.</translation>
    </message>
    <message>
        <source>Settings could not be saved: permission denied in %1.</source>
        <translation>Не удалось сохранить настройки: нет прав на запись в %1.</translation>
    </message>
    <message>
        <source>Settings could not be saved: %1 is on a read-only disk.</source>
        <translation>Не удалось сохранить настройки: %1 находится на диске только для чтения.</translation>
    </message>
    <message>
        <source>Settings could not be saved: the disk holding %1 is full.</source>
        <translation>Не удалось сохранить настройки: диск, на котором находится %1, заполнен.</translation>
    </message>
    <message>
        <source>Settings could not be saved in %1 (%2).</source>
        <translation>Не удалось сохранить настройки в %1 (%2).</translation>
    </message>
    <message>
        <source>Daily deal %1</source>
        <translation>Расклад дня %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Расклад %1</translation>
    </message>
    <message>
        <source>Deal from a file</source>
        <translation>Расклад из файла</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Ходы: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Время: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Счёт: %1</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>Выйти из полноэкранного режима</translation>
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
        <translation>Не удалось сохранить игру; она не продолжится, если goodmeasure закроется.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved.</source>
        <translation>Не удалось сохранить статистику.</translation>
    </message>
    <message>
        <source>The finished game could not be cleared.</source>
        <translation>Не удалось удалить законченную игру.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>The %1 does not go on the %2.</source>
        <translation>Сюда %1 не ложится: сверху %2.</translation>
    </message>
    <message>
        <source>No foundation takes the %1 yet.</source>
        <translation>Пока %1 не ложится ни на одну базу.</translation>
    </message>
    <message>
        <source>An empty column stays empty in this game.</source>
        <translation>В этой игре пустой столбец остаётся пустым.</translation>
    </message>
    <message>
        <source>No foundation or bed takes the %1 yet.</source>
        <translation>Пока %1 не ложится ни на базу, ни на грядку.</translation>
    </message>
    <message>
        <source>No foundation or column takes the %1 yet.</source>
        <translation>Пока %1 не ложится ни на базу, ни на столбец.</translation>
    </message>
    <message>
        <source>The %1 has nowhere to go.</source>
        <translation>Сейчас %1 никуда не ложится.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Language:</source>
        <translation>Язык:</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Внешний вид</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Auto play: a click plays a card where it fits</source>
        <translation>Автоигра: щелчок кладёт карту туда, куда она подходит</translation>
    </message>
    <message>
        <source>Auto finish: play the last cards off by itself</source>
        <translation>Автозавершение: последние карты уходят сами</translation>
    </message>
    <message>
        <source>Show in the status bar whether the deal can still be won</source>
        <translation>Показывать в строке состояния, можно ли ещё выиграть расклад</translation>
    </message>
    <message>
        <source>New deal deals only deals the solver can win</source>
        <translation>«Новый расклад» сдаёт только выигрышные расклады</translation>
    </message>
    <message>
        <source>Ask before abandoning a game in progress</source>
        <translation>Спрашивать, прежде чем бросить текущую партию</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Выкл.</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстрая</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычная</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленная</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Animation:</source>
        <translation>Анимация:</translation>
    </message>
    <message>
        <source>Golf: turn the corner (Ace and King are neighbours)</source>
        <translation>Гольф: через угол (туз и король — соседи)</translation>
    </message>
    <message>
        <source>Golf: cards on a King</source>
        <translation>Гольф: карты на короля</translation>
    </message>
    <message>
        <source>Gloucestershire: free bouquet (every card plays)</source>
        <translation>Глостершир: свободный букет (ходит любая карта)</translation>
    </message>
    <message>
        <source>Game variants</source>
        <translation>Варианты игр</translation>
    </message>
    <message>
        <source>Variants take effect from the next deal.</source>
        <translation>Варианты действуют со следующего расклада.</translation>
    </message>
    <message>
        <source>Choose a colour...</source>
        <translation>Выбрать цвет…</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <source>A new language takes effect when goodmeasure starts again.</source>
        <translation>Новый язык вступит в силу при следующем запуске goodmeasure.</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Цвет стола:</translation>
    </message>
    <message>
        <source>Table surface:</source>
        <translation>Поверхность стола:</translation>
    </message>
    <message>
        <source>High contrast: a black table, cards outlined in white</source>
        <translation>Высокий контраст: чёрный стол, карты с белой обводкой</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Рубашка:</translation>
    </message>
    <message>
        <source>Preview of the card deck</source>
        <translation>Образец колоды</translation>
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
        <translation>Громкость</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Звук</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Громкость:</translation>
    </message>
    <message>
        <source>Sound needs Qt Multimedia, which is not installed: install goodmeasure[sound] for sound.</source>
        <translation>Для звука нужен Qt Multimedia, а он не установлен: установите goodmeasure[sound].</translation>
    </message>
    <message>
        <source>No sound: this computer has no audio output.</source>
        <translation>Звука нет: у компьютера нет аудиовыхода.</translation>
    </message>
    <message>
        <source>No sound: the audio output failed. Sound stays off until goodmeasure is restarted.</source>
        <translation>Звука нет: аудиовыход дал сбой. Звук выключен до перезапуска goodmeasure.</translation>
    </message>
    <message>
        <source>Custom (%1)</source>
        <translation>Свой (%1)</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Цвет стола</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>On the table, arrows or Tab move between piles and Space or Enter picks up and puts down a card: How to play tells the rest.</source>
        <translation>На столе стрелки или Tab переходят между стопками, а Пробел или Enter берёт и кладёт карту; остальное — в «Как играть».</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>%1, picked up</source>
        <translation>%1, карта взята</translation>
    </message>
    <message>
        <source>%1, takes the %2</source>
        <translation>%1, сюда ложится %2</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Read the table</source>
        <translation>Прочитать стол</translation>
    </message>
    <message>
        <source>Read the focused pile</source>
        <translation>Прочитать выбранную стопку</translation>
    </message>
    <message>
        <source>Read the foundations and score</source>
        <translation>Прочитать базы и счёт</translation>
    </message>
    <message>
        <source>Bed %1</source>
        <translation>Грядка %1</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Столбец %1</translation>
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
        <translation>Сброс</translation>
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
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1, ниже %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2 face down</source>
        <translation>%1, %2 рубашкой вверх</translation>
    </message>
    <message>
        <source>%1, card %2 of %3: %4</source>
        <translation>%1, карта %2 из %3: %4</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1, %2 from the top: %3</source>
        <translation>%1, %2 сверху вниз: %3</translation>
    </message>
    <message>
        <source>Picked up the %1.</source>
        <translation>В руке: %1.</translation>
    </message>
    <message>
        <source>Put back the %1.</source>
        <translation>Карта возвращена: %1.</translation>
    </message>
    <message>
        <source>The %1 does not go on %2.</source>
        <translation>%2: сюда %1 не ложится.</translation>
    </message>
    <message>
        <source>The %1 cannot go to its foundation yet.</source>
        <translation>Пока %1 не ложится на базу.</translation>
    </message>
    <message>
        <source>No card to pick up on %1.</source>
        <translation>%1: нечего взять.</translation>
    </message>
    <message>
        <source>Turned the %1 onto the waste.</source>
        <translation>Из колоды в сброс: %1.</translation>
    </message>
    <message>
        <source>%1 shows the %2.</source>
        <translation>%1: сверху %2.</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1: пусто.</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Отменено: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Возвращено: %1</translation>
    </message>
    <message>
        <source>Back to the start of the deal.</source>
        <translation>Возврат к началу расклада.</translation>
    </message>
    <message>
        <source>Back to move %1.</source>
        <translation>Возврат к ходу %1.</translation>
    </message>
    <message>
        <source>Auto finish plays the rest home.</source>
        <translation>Автозавершение выкладывает остальные карты на базы.</translation>
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
        <translation>карты на короля</translation>
    </message>
    <message>
        <source>turn the corner</source>
        <translation>через угол</translation>
    </message>
    <message>
        <source>free bouquet</source>
        <translation>свободный букет</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>строго</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Played:</source>
        <translation>Сыграно:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Выиграно:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Доля побед:</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>Текущая серия:</translation>
    </message>
    <message>
        <source>Best streak:</source>
        <translation>Лучшая серия:</translation>
    </message>
    <message>
        <source>Fewest cards left:</source>
        <translation>Меньше всего карт осталось:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Лучший счёт:</translation>
    </message>
    <message>
        <source>Fastest win:</source>
        <translation>Самая быстрая победа:</translation>
    </message>
    <message>
        <source>Fewest moves in a win:</source>
        <translation>Меньше всего ходов в победе:</translation>
    </message>
    <message>
        <source>Not counted above:</source>
        <translation>Не учтено выше:</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Эта игра</translation>
    </message>
    <message>
        <source>Positions opened from a file, and games in which the solver played a move, are not counted as played or won, and set no record.</source>
        <translation>Позиции, открытые из файла, и партии, в которых решатель сделал ход, не считаются сыгранными или выигранными и не ставят рекордов.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Daily deals</source>
        <translation>Расклады дня</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Сбросить…</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <source>Not won</source>
        <translation>Не выиграно</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Сброс статистики</translation>
    </message>
    <message>
        <source>Forget all statistics of %1, daily results included?</source>
        <translation>Забыть всю статистику игры «%1», включая результаты раскладов дня?</translation>
    </message>
</context>
<context>
    <name>WelcomeBar</name>
    <message>
        <source>New here? %1 opens How to play; %2 shows a hint.</source>
        <translation>Впервые здесь? %1 — «Как играть», %2 — подсказка.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Как играть</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Скрыть</translation>
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
        <translation>бубен</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>червей</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>пик</translation>
    </message>
    <message>
        <source>turns a card from the stock</source>
        <translation>открывается карта из колоды</translation>
    </message>
    <message>
        <source>moves the %1</source>
        <translation>перекладывается %1</translation>
    </message>
    <message>
        <source>but the game is lost either way</source>
        <translation>но партия проиграна в любом случае</translation>
    </message>
    <message>
        <source>plays the %1 home</source>
        <translation>%1 уходит на базу</translation>
    </message>
    <message>
        <source>frees the %1</source>
        <translation>открывается %1</translation>
    </message>
    <message>
        <source>empties column %2</source>
        <translation>пустеет столбец %2</translation>
    </message>
    <message>
        <source>empties bed %2</source>
        <translation>пустеет грядка %2</translation>
    </message>
    <message>
        <source>plays the %1 onto the waste</source>
        <translation>%1 уходит в сброс</translation>
    </message>
    <message>
        <source>brings the %1 back from its foundation</source>
        <translation>%1 возвращается с базы</translation>
    </message>
    <message>
        <source>plays the %1 from the bouquet</source>
        <translation>%1 идёт из букета</translation>
    </message>
    <message>
        <source>empties nothing, keeps options</source>
        <translation>ничего не пустеет, выбор остаётся</translation>
    </message>
    <message>
        <source>the game is won</source>
        <translation>партия выиграна</translation>
    </message>
    <message>
        <source>no legal move is left</source>
        <translation>допустимых ходов не осталось</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Your settings could not be read (%1), so the default settings are used.</source>
        <translation>Не удалось прочитать настройки (%1), поэтому используются настройки по умолчанию.</translation>
    </message>
    <message>
        <source>Your statistics could not be read (%1), so they start from zero.</source>
        <translation>Не удалось прочитать статистику (%1), поэтому она начинается с нуля.</translation>
    </message>
    <message>
        <source>The saved game could not be read (%1), so a new deal was started.</source>
        <translation>Не удалось прочитать сохранённую игру (%1), поэтому начат новый расклад.</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>файл не текстовый</translation>
    </message>
    <message>
        <source>it is nested too deeply</source>
        <translation>слишком глубокая вложенность</translation>
    </message>
    <message>
        <source>it is not valid JSON</source>
        <translation>файл не является корректным JSON</translation>
    </message>
    <message>
        <source>it does not hold a JSON object</source>
        <translation>в файле нет объекта JSON</translation>
    </message>
    <message>
        <source>it has schema %1, expected %2</source>
        <translation>у файла схема %1, а ожидалась %2</translation>
    </message>
    <message>
        <source>it is far too large</source>
        <translation>файл слишком велик</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>это не обычный файл</translation>
    </message>
    <message>
        <source>it could not be opened (%1)</source>
        <translation>файл не удалось открыть (%1)</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 — файл, а не папка</translation>
    </message>
    <message>
        <source>%1 is not a deal number of at most %2</source>
        <translation>%1 — не номер расклада (допустимо не больше %2)</translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <translation>%1 не является значением true или false</translation>
    </message>
    <message>
        <source>%1 is not a whole number of at least %2</source>
        <translation>%1 не является целым числом не меньше %2</translation>
    </message>
    <message>
        <source>%1 is not a number of seconds</source>
        <translation>%1 не является числом секунд</translation>
    </message>
    <message>
        <source>%1 is not a non-negative number of seconds</source>
        <translation>%1 не является неотрицательным числом секунд</translation>
    </message>
    <message>
        <source>%1 is not text</source>
        <translation>%1 не является текстом</translation>
    </message>
    <message>
        <source>%1 is not a JSON object</source>
        <translation>%1 не является объектом JSON</translation>
    </message>
    <message>
        <source>%1 is not a list of text</source>
        <translation>%1 не является списком строк</translation>
    </message>
    <message>
        <source>%1 is not a known game</source>
        <translation>%1 не является известной игрой</translation>
    </message>
    <message>
        <source>%1 is not a date</source>
        <translation>%1 не является датой</translation>
    </message>
    <message>
        <source>its cursor %1 is outside the %2 moves</source>
        <translation>позиция курсора %1 вне пределов %2 ходов</translation>
    </message>
    <message>
        <source>its moves do not replay (%1)</source>
        <translation>ходы не воспроизводятся (%1)</translation>
    </message>
    <message>
        <source>its deal is for a different game or options</source>
        <translation>расклад относится к другой игре или другим вариантам</translation>
    </message>
    <message>
        <source>its game counts contradict each other</source>
        <translation>счётчики партий противоречат друг другу</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Повреждённый файл сохранён как %1.</translation>
    </message>
    <message>
        <source>The damaged file could not be moved aside (%1).</source>
        <translation>Повреждённый файл не удалось переместить (%1).</translation>
    </message>
    <message>
        <source>Nothing can be saved until that file is moved or renamed.</source>
        <translation>Ничего не сохранится, пока этот файл не перемещён или не переименован.</translation>
    </message>
    <message>
        <source>Some settings were invalid and were reset: %1.</source>
        <translation>Некоторые настройки были неверны и сброшены: %1.</translation>
    </message>
    <message>
        <source>the daily results of %1</source>
        <translation>результаты раскладов дня за %1</translation>
    </message>
    <message>
        <source>the %1 level of %2</source>
        <translation>уровень %1 игры %2</translation>
    </message>
    <message>
        <source>the levels of %1</source>
        <translation>уровни игры %1</translation>
    </message>
    <message>
        <source>Some statistics could not be read and were left out: %1.</source>
        <translation>Не удалось прочитать часть статистики, она пропущена: %1.</translation>
    </message>
</context>
</TS>
