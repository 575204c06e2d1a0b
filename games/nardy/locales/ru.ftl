# Нарды — русский
white = Белые
black = Чёрные
white-lower = белых
black-lower = чёрных
player-human = Человек
player-quick = Компьютер (быстрый)
player-strong = Компьютер (сильный)
player-expert = Компьютер (эксперт)

step-no-dice-left = Все кости сыграны: завершите ход.
step-no-checker = На пункте { $point } нет вашей шашки.
step-no-such-die = Ни одна оставшаяся кость не ведёт шашку так далеко.
step-opponent-point = На пункте { $point } стоит шашка соперника: туда ставить нельзя.
step-six-block = Нельзя занять шесть пунктов подряд, пока ни одна шашка соперника не прошла их.
step-head-rule = В этот ход с головы можно снять только одну шашку.
step-not-all-home = Выбрасывать шашки можно, только когда все они в доме.
step-further-checker-first = Большая кость выбрасывает шашку только с самого дальнего занятого пункта.
step-must-use-more-dice = Тогда одна кость останется несыгранной: другим способом можно сыграть больше костей.
step-must-use-higher-die = Сыграть можно только одну кость: это должна быть большая.
game-over-already = Партия окончена.
already-rolled = Кости уже брошены.
not-rolled = Сначала бросьте кости.
not-finished = Ваш ход не закончен.
cannot-move = Ни одну кость нельзя сыграть: вы не можете ходить.

to-move = Ходят { $colour ->
        [white] белые
       *[black] чёрные
    }
to-move-computer = Ходят { $colour ->
        [white] белые
       *[black] чёрные
    } (компьютер)
wins = { $colour ->
        [white] Белые
       *[black] Чёрные
    } выиграли: 1 очко.
wins-mars = { $colour ->
        [white] Белые
       *[black] Чёрные
    } выиграли с марсом: 2 очка.
starts = Начинают { $colour ->
        [white] белые
       *[black] чёрные
    }.
computer-played = { $colour ->
        [white] Белые
       *[black] Чёрные
    } сыграли { $roll }: { $moves }
computer-passed = { $colour ->
        [white] Белые
       *[black] Чёрные
    } выбросили { $roll } и не могут ходить.
all-dice-played = Все кости, которые можно сыграть, сыграны. Завершите ход или отмените его.
passed = { $colour ->
        [white] Белые выбросили
       *[black] Чёрные выбросили
    } { $roll } и не могут ходить: ход переходит.
stuck-head = Шашка на пункте { $point } не может уйти с головы: за ход с головы можно снять только одну шашку.
stuck-blocked = Шашка на пункте { $point } заперта: на каждом пункте, куда ведут кости, стоят шашки соперника.
stuck-not-home = Шашка на пункте { $point } не может выйти с доски: не все ваши шашки в доме.
stuck-because = Шашка на пункте { $point } сейчас не может ходить. { $reason }
checker-stuck = Шашка на пункте { $point } сейчас не может ходить.
move-complete = Ход сделан: нажмите «Завершить ход» (Enter) или «Отменить».
hint-needs-roll = Сначала бросьте кости: подсказка даётся для броска.
hint = Подсказка: { $moves }
hint-rest = Подсказка для остатка хода: { $moves }
hint-thinking = Подсказка считается…
hint-ranking = Лучшие ходы уровня «эксперт» и шанс на победу после каждого:
hint-ranked = { $n }. { $moves } — { $chance }
percent = { $whole },{ $tenth } %
computer-failed = Компьютер не смог рассчитать ход ({ $reason }). Начните новую партию или загрузите сохранённую.
computer-refused = Ход компьютера отклонён: { $reason }
thinking-lost = его поток остановился без ответа
saved-as = Сохранено как { $name }.
cannot-save = Не удалось сохранить: { $reason }
loaded = Загружено { $name }.
cannot-load = Не удалось загрузить { $name }: { $reason }. Партия на экране не изменилась.
file-type = Партия в нарды

menu-game = Игра
menu-new = Новая игра…
menu-save = Сохранить…
menu-load = Загрузить…
menu-quit = Выход
menu-help = Справка
menu-rules = Правила
menu-about = О программе
menu-language = Язык
menu-turn = Ход
button-roll = Бросить
button-end = Завершить ход
button-undo = Отменить
button-hint = Подсказка
match = Матч
match-line = { $colour } — { $player }: { $score }

new-game = Новая игра
random-start = Кто начинает, решает жребий.
start = Начать
cancel = Отмена
game-over = Партия окончена
match-score = Счёт матча: белые { $white }, чёрные { $black }
close = Закрыть

die = кость { $n }: { $value }
die-used = кость { $n }: { $value }, сыграна
die-not-rolled = кость { $n }: не брошена
point-empty = пункт { $point }: пусто
point-white = пункт { $point }: { $count } белых
point-black = пункт { $point }: { $count } чёрных
selected = , выбрана
target = , цель
# A point the computer's last move left or reached (after its name, as "target" is).
last-move = , последний ход
tray = выброшено: белых { $white }, чёрных { $black }

rules-title = Правила длинных нард
rules-picture = Начальная позиция: белые на своей голове, пункт 24; чёрные на своей голове, пункт 12. Стрелки показывают, куда движутся обе стороны.
rules-board-title = Доска
rules-board = 24 пункта в четырёх четвертях по шесть. У каждого игрока 15 шашек. Белые начинают со всеми 15 на пункте 24 (своей голове), чёрные — со всеми 15 на пункте 12. Обе стороны ходят против часовой стрелки: белые 24 -> 1, чёрные 12 -> 1 -> 24 -> 13. Дом белых — пункты 1–6, дом чёрных — 13–18.
rules-turn-title = Ход
rules-turn = Бросьте две кости (щелчок по костям или пробел). Каждая кость передвигает одну шашку на столько пунктов; одна шашка может сыграть обе кости, и каждый пункт, где она останавливается, должен быть разрешён. Дубль даёт четыре хода этого числа. Кто начинает, решает жребий.
rules-stop-title = Куда можно ставить
rules-stop = На пустой пункт или на свои шашки, но никогда на пункт с шашкой соперника. Бить шашки нельзя.
rules-head-title = Голова
rules-head = За ход с головы можно снять только одну шашку. Исключение: в первый ход при 6-6, 4-4 или 3-3 — две. При 6-6 обе идут на шестой пункт от головы, а две другие шестёрки пропадают: ещё через шесть пунктов — голова соперника, на которой тогда ещё стоят его шашки.
rules-block-title = Шесть подряд
rules-block = Нельзя занимать шесть пунктов подряд (по своему пути), если ни одна шашка соперника ещё не прошла все шесть. Это проверяется после каждой кости, даже посреди хода.
rules-block-picture = Белые не могут занять пункт 11 (красная стрелка): пункты 11–6 стали бы шестью подряд, а ни одна чёрная шашка их не прошла. Другая двойка (зелёная) разрешена.
rules-dice-title = Как играть кости
rules-dice = Играйте как можно больше костей, считая по всему ходу. Если можно сыграть только одну кость, играйте большую, когда это возможно. Если нельзя сыграть ни одной, ход пропускается.
rules-off-title = Выбрасывание
rules-off = Когда все шашки в доме, кость выбрасывает шашку с пункта ровно на этом расстоянии; большая кость выбрасывает с самого дальнего занятого пункта, если дальше шашек нет. Иначе кость передвигает шашку внутри дома.
rules-off-picture = При 6-4 шестёрка выбрасывает шашку с пункта 5, самого дальнего (зелёная); с пункта 3 нельзя, пока занят пункт 5 (красная).
rules-win-title = Победа
rules-win = Кто первым выбросит все 15 шашек, получает одно очко; если проигравший не выбросил ни одной, это марс, и он считается за два. Счёт матча ведётся в течение сеанса.
rules-mouse-title = Игра мышью и клавишами
rules-mouse = Щёлкните по своей шашке: стрелки покажут, куда она может пойти с оставшимися костями (в лоток справа, если её можно выбросить). Щёлкните по цели или перетащите шашку туда. Сыгранные кости серые. «Отменить» (Ctrl+Z) возвращает ход к броску, а против компьютера, пока в ходе ничего не сыграно, — ваш прошлый ход вместе с его ответом (тот же бросок играется заново); «Завершить ход» (Enter) передаёт кости, когда сыграны все возможные. «Подсказка» (H) показывает лучшие ходы компьютерного игрока уровня «эксперт» с шансом на победу после каждого; лучший нарисован синими стрелками. Последний ход компьютера обведён фиолетовым, с тонкими стрелками, пока не закончится ваш следующий ход.

about-title = О программе «Нарды»
about-name = Нарды — длинные нарды
about-version = Версия { $version }
about-1 = Длинные нарды вдвоём за одним компьютером или против компьютера.
about-2 = Все правила соблюдаются; невозможные ходы отклоняются с объяснением.
about-3 = Сохранённые партии — файлы JSON в папке сохранений.

all-dice-played-lost = Оставшиеся кости ({ $dice }) не может сыграть ни одна шашка. Завершите ход или отмените его.
move-complete-lost = Ход сделан: оставшиеся кости ({ $dice }) не может сыграть ни одна шашка. Нажмите «Завершить ход» (Enter) или «Отменить».
die-lost = кость { $n }: { $value }, сыграть нельзя
checker-label = { $colour ->
        [white] белая шашка
       *[black] чёрная шашка
    }
pips-line = { $colour ->
        [white] Белые
       *[black] Чёрные
    }: осталось { $pips } пипсов, выброшено { $off }
match-to = Матч до
match-to-title = Матч до { $length } { $length ->
        [one] очка
       *[other] очков
    }
match-length = { $length } { $length ->
        [one] очко
        [few] очка
       *[other] очков
    }
match-endless = Без конца
match-score-to = Матч до { $length }: белые { $white }, чёрные { $black }
match-won = { $colour ->
        [white] Белые
       *[black] Чёрные
    } выиграли матч { $white }–{ $black }.
next-game = Следующая партия
new-match = Новый матч…
history = Ходы
history-none = Ходов ещё не было.
# A step that bears a checker off, in the move notation (`3/off`).
step-off = { $from }/выброс
history-turn = { $n }. { $colour ->
        [white] Белые
       *[black] Чёрные
    } { $roll }: { $moves }
history-pass = { $n }. { $colour ->
        [white] Белые
       *[black] Чёрные
    } { $roll }: хода нет
about-authors = Авторы: разработчики программы «Нарды»; свободная программа под лицензией { $license }.

save-json-syntax = это не JSON (строка { $line }, столбец { $column })
save-json-eof = файл обрывается на середине (строка { $line })
save-json-data = ключ отсутствует, неизвестен или неверного типа (строка { $line }, столбец { $column })
save-duplicate-key = ключ { $key } указан дважды (строка { $line })
save-version = у файла версия { $version }, которую программа не читает
save-point-range = пункта { $point } нет: пункты от 1 до 24
save-empty-point = пункт { $point } указан без шашек
save-too-many = { $count } шашек там, где помещается не больше 15
save-die = кости { $die } не бывает: кости от 1 до 6
save-dice-after-end = указаны кости для оконченной партии
save-player = указан неизвестный игрок { $player } (human, quick, strong или expert)
save-score = счёт матча { $score } (не больше { $max })
save-match-length = матч до { $length } очков (от 1 до { $max })
save-match-won = партия идёт в матче до { $length }, который уже выигран ({ $white }–{ $black })
position-wrong-total = у { $colour ->
        [white] белых
       *[black] чёрных
    } { $count } { $count ->
        [one] шашка
        [few] шашки
       *[other] шашек
    }, а не 15
position-off-before-home = { $colour ->
        [white] белые
       *[black] чёрные
    } выбрасывали шашки, хотя не все шашки в доме
position-first-turn-off-head = по файлу { $colour ->
        [white] белые
       *[black] чёрные
    } ещё не ходили, но не все их шашки на пункте { $point }
position-both-finished = оба игрока выбросили все шашки
position-forbidden-block = { $colour ->
        [white] белые
       *[black] чёрные
    } держат шесть пунктов подряд, и ни одна шашка соперника их не прошла — правила этого не допускают
position-wrong-side = ходят { $colour ->
        [white] белые
       *[black] чёрные
    }, но { $other ->
        [white] белые
       *[black] чёрные
    } ещё не сделали первый ход
position-moved-off-nothing = по файлу { $colour ->
        [white] белые
       *[black] чёрные
    } уже ходили, но все их шашки на пункте { $point }, и ничто не могло их запереть
position-too-far-ahead = { $colour ->
        [white] белые
       *[black] чёрные
    } за свой единственный ход прошли { $moved } пипсов (не больше 24), а { $other ->
        [white] белые
       *[black] чёрные
    } ещё не ходили

# Игра по сети (сетевые экраны окна; общие — из оболочки)
level-quick = быстрый
level-strong = сильный
level-expert = эксперт
online-server-decides = Сервер бросает кости, проверяет каждый ход и ведёт счёт матча.
online-to-move = Ходят { $colour ->
        [white] белые
       *[black] чёрные
    }: { $name }
online-your-roll = Ваш ход: бросьте кости.
online-server-rolls = Кости бросает сервер.
online-hint = Подсказка: { $steps }
online-game-ended = Партия { $game } окончена. { $result }
online-game-number = Партия { $game } матча
online-match-line = { $colour } — { $name } ({ $seat }): { $score }
online-stand-in-plays = { $name } отошёл: за него играет компьютер сервера.
online-refused-turn = Сейчас не ваш ход.
online-refused-nothing-to-undo = В этом ходе нечего отменять.
online-refused-nothing-to-hint = Все кости, которые можно сыграть, сыграны: подсказывать нечего.
online-refused-seat-count = В нардах два места, а не { $count }.
online-refused-name = Имя на месте { $seat } не допускается.
online-refused-match-length = Матч играется до 1–{ $max } очков, а не до { $points }.
online-one-game = Одна партия

## The settings file Nardy.ini: what is wrong with a value (after "[Game] MatchTo="100"")
settings-not-match = не none и не число от 1 до { $max }
settings-not-player = не human и не один из уровней { $levels }
settings-not-language = не de, en, ru и не system
settings-not-theme = не boxed, light и не dark

# A take back against the computer (Undo with nothing of the move played).
taken-back = Ваш последний ход и ответ компьютера отменены: сыграйте бросок { $roll } заново.
# A save's record of moves (version 2) that does not hold.
save-history-turn = ход { $turn } в записи партии нарушает правила
save-history-not-their-turn = ход { $turn } в записи партии сделан стороной, чья очередь не наступила
save-history-elsewhere = запись партии не приводит к позиции, указанной в файле
# At start: the autosave holds an unfinished game.
resume-title = Незаконченная партия
resume-text = Партия осталась незаконченной (сыграно ходов: { $turns }). Продолжить её?
resume = Продолжить
resumed = Незаконченная партия продолжается.
resume-decline = Новая партия

replay-game = Просмотреть партию
replay-title = Просмотр партии
replay-start = Начало, перед ходом 1 из { $turns }
replay-turn = После хода { $n } из { $turns }
replay-first = В начало
replay-back = Назад
replay-forward = Вперёд
replay-last = В конец
replay-leave = Выйти из просмотра
replay-keys = Клавиши: Home, стрелка влево, стрелка вправо, End; Esc — выход из просмотра.

analyse-game = Анализ партии
analysing = Партия анализируется: ход { $done } из { $turns }…
analysis-failed = Анализ остановился без результата.
analysis-summary = { $colour ->
        [white] Белые
       *[black] Чёрные
    }: оценено ходов { $rated }; сомнительных { $doubtful }, ошибок { $errors }, грубых ошибок { $blunders }; потеря эквити за ход { $loss }
analysis-turn-forced = Ход { $n }: единственный вариант или ни одного, не оценивается.
analysis-turn-good = Ход { $n }: хороший ход (потеря эквити { $loss }).
analysis-turn-marked = Ход { $n }: { $mark ->
        [doubtful] сомнительный ход
        [error] ошибка
       *[blunder] грубая ошибка
    } (потеря эквити { $loss }); уровень «эксперт» играет { $best }.
analysis-thresholds = Потеря эквити относительно хода уровня «эксперт»: сомнительный ход (?!) от 0,04, ошибка (?) от 0,08, грубая ошибка (??) от 0,16 — пороги gnubg.
analysis-line = { $line } { $mark }
decimal-3 = { $whole },{ $fraction }
