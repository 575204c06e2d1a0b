# Слова рамки, одинаковые во всех программах: меню, диалоги, выбор файла, ошибки файлов и
# названия клавиш.

## Меню
shell-menu-language = Язык
shell-language-system = Как в системе ({ $language })

## Кнопки
shell-button-save = Сохранить
shell-button-dont-save = Не сохранять
shell-button-cancel = Отмена
shell-button-close = Закрыть
shell-button-ok = OK

## Вопрос перед тем, как партия пропадёт
shell-abandon-title = Сохранить партию?
shell-abandon-new = Новая игра завершит партию на доске. Сначала сохранить её?
shell-abandon-load = Загрузка завершит партию на доске. Сначала сохранить её?
shell-abandon-quit = Выход завершит партию на доске. Сначала сохранить её?
shell-abandon-record = Открытие записи партии завершит партию на доске. Сначала сохранить её?

## Выбор файла
shell-picker-save = Сохранить партию
shell-picker-open = Загрузить партию
shell-picker-folder = Выбрать папку
shell-browser-folder = Папка:
shell-browser-none = В этой папке нет сохранённых партий.
shell-browser-name = Имя файла:
shell-browser-load = Загрузить
shell-browser-replace-question = Партия с таким именем уже сохранена. Заменить её?
shell-browser-replace = Заменить
shell-browser-parent = На папку выше

## Почему файл не удалось прочитать или записать
shell-file-problem = { $file }: { $why }
shell-file-not-a-file = это не обычный файл
shell-file-too-large = он больше { $kb } кБ, больше любого файла этой программы
shell-file-not-text = это не текстовый файл
shell-file-not-found = такого файла или папки нет
shell-file-permission = нет доступа
shell-file-disk-full = диск заполнен
shell-file-read-only = диск только для чтения
shell-file-is-a-folder = это папка
shell-file-not-a-folder = часть пути — не папка
shell-file-exists = такой файл уже есть
shell-file-bad-name = система не принимает такое имя
shell-file-system-too-large = файл слишком велик для системы
shell-file-interrupted = система не ответила вовремя; попробуйте ещё раз
shell-file-not-written = программа не смогла записать его текстом ({ $reason })
shell-file-other = система отказала
shell-file-read-only-file = файл только для чтения, он остаётся как есть
shell-file-quota = дисковая квота исчерпана
shell-file-folder-not-empty = папка не пуста
shell-file-link-loop = его ссылки ведут по кругу
shell-file-too-many-links = к нему ведёт слишком много ссылок
shell-file-other-disk = его пришлось бы перенести на другой диск
shell-file-busy = его использует другая программа
shell-file-network = сетевой диск не отвечает
shell-file-out-of-memory = не хватает памяти
shell-file-damaged = его содержимое повреждено

## Названия клавиш в сочетаниях меню
shell-key-ctrl = Ctrl
shell-key-alt = Alt
shell-key-shift = Shift
shell-key-cmd = Cmd
shell-key-option = Option
shell-key-enter = Enter
shell-key-escape = Esc
shell-key-backspace = Backspace
shell-key-space = Пробел
shell-key-tab = Tab
shell-key-delete = Delete
shell-key-home = Home
shell-key-end = End
shell-key-page-up = Page Up
shell-key-page-down = Page Down
shell-key-up = Вверх
shell-key-down = Вниз
shell-key-left = Влево
shell-key-right = Вправо
shell-key-plus = Плюс
shell-key-minus = Минус

# Themes
shell-theme = Оформление
shell-theme-boxed = Как настольная игра
shell-theme-light = Светлое
shell-theme-dark = Тёмное

# Игра по сети (game_shell::online)
shell-menu-online = Игра по сети
shell-menu-online-host = Открыть игру…
shell-menu-online-join = Присоединиться к игре…
shell-menu-online-watch = Смотреть игру…
shell-online-host-title = Открыть игру по сети
shell-online-host-intro = Игру ведёт этот компьютер; друзья присоединяются по его адресу и коду комнаты.
shell-online-seat-here = Вы, за этим окном
shell-online-seat-remote = Человек, который присоединится
shell-online-default-name = Игрок ({ $side })
shell-online-your-side = Ваш цвет
shell-online-name-of = Имя ({ $side })
shell-online-who-plays = Кто играет ({ $side })
shell-online-stand-in = Играет за отошедшего игрока
shell-online-stand-in-none = Никто (место ждёт)
shell-online-port = Порт
shell-online-port-default = (по умолчанию { $port }; 0 — любой свободный порт)
shell-online-open = Могут присоединиться другие компьютеры (иначе только этот)
shell-online-host-button = Открыть комнату
shell-online-back = Назад
shell-online-join-title = Присоединиться к игре по сети
shell-online-join-intro = Спросите у хозяина адрес его компьютера и код комнаты.
shell-online-watch-title = Смотреть игру по сети
shell-online-watch-intro = Зритель видит доску и каждый ход, как только он сделан.
shell-online-address = Адрес
shell-online-code = Код комнаты
shell-online-name = Ваше имя
shell-online-bad-name = В имени от 1 до { $max } знаков, не одни пробелы.
shell-online-join-button = Присоединиться
shell-online-watch-button = Смотреть
shell-online-lobby-title = Ждём игроков
shell-online-watch-lobby-title = Просмотр: ждём начала игры
shell-online-room-code = Код комнаты: { $code }
shell-online-room-short = Комната { $code }
shell-online-hosting-port = Этот компьютер ведёт игру на порту { $port }.
shell-online-tell-friends = Скажите друзьям: адрес { $address } и код комнаты.
shell-online-no-network = У этого компьютера нет сетевого адреса для других; присоединиться может только он сам.
shell-online-this-computer-only = Присоединиться может только этот компьютер (адрес 127.0.0.1).
shell-online-entering = Входим в комнату…
shell-online-seats = Места
shell-online-seat-computer = Компьютер ({ $level })
shell-online-seat-you = вы
shell-online-seat-connected = здесь
shell-online-seat-away = присоединился, отошёл
shell-online-seat-free = свободно: ждём игрока
shell-online-everyone-here = Все на месте.
shell-online-waiting-for = { $count ->
    [one] Ждём ещё { $count } игрока.
    [few] Ждём ещё { $count } игроков.
   *[other] Ждём ещё { $count } игроков.
}
shell-online-start = Начать игру
shell-online-host-starts = { $name } начнёт игру, когда все будут на месте.
shell-online-leave = Выйти из комнаты
shell-online-leave-title = Выйти из комнаты?
shell-online-leave-question = Сохраните место, чтобы вернуться позже: «Присоединиться к игре…» предложит вернуться, а пока за вас играет компьютер, если хозяин выбрал замену. Или откажитесь от него: место займёт тот, кто войдёт в комнату по её коду.
shell-online-leave-keep = Сохранить место и выйти
shell-online-leave-give-up = Отказаться от места
shell-online-leave-stay = Остаться
shell-online-rejoin-title = Комнаты, где вы были
shell-online-rejoin-intro = В этих комнатах за вами сохранено место: вернитесь к игре, как она идёт сейчас.
shell-online-rejoin-seat = как { $name } на { $server }
shell-online-rejoin-button = Вернуться
shell-online-forget-button = Забыть
shell-online-rejoin-unreadable = Не удалось прочитать комнаты, где вы были: { $why }
shell-online-watching = Вы смотрите.
shell-online-you-play = Вы играете: { $side }.
shell-online-your-move = Ваш ход.
shell-online-waiting-for-move = Ждём { $name }: ход появится, как только будет сделан.
shell-online-connecting = Подключение…
shell-online-connected = Подключено
shell-online-connected-latency = Подключено · { $ms } мс
shell-online-reconnecting = Связь потеряна, подключаемся снова (попытка { $attempt }): { $why }
shell-online-closed = Не подключено
shell-online-closed-because = Не подключено: { $why }
shell-online-problem-port = «{ $port }» — не порт: укажите число от 0 до 65535.
shell-online-problem-listen = Этот компьютер не может вести игру на порту { $port }: { $error }. Возможно, его занимает другая программа; выберите другой порт.
shell-online-problem-address = «{ $address }» — не адрес: укажите имя или номер компьютера, а после двоеточия порт, если он не 7878.
shell-online-problem-code = «{ $code }» — не код комнаты: в коде 10 букв и цифр (у старых комнат — 6).
shell-online-problem-thread = Соединение не удалось начать: { $error }.
shell-online-problem-unreachable = Сервер недоступен: { $error }.
shell-online-problem-closed = Сервер закрыл соединение.
shell-online-problem-silent = Сервер не отвечает уже 20 секунд.
shell-online-problem-unreadable = Сервер прислал то, что эта программа не может прочесть.
shell-online-refused-version = Сервер говорит на другой версии сетевой игры ({ $server }; у этой программы { $client }).
shell-online-refused-game = На сервере другая игра ({ $game }).
shell-online-refused-protocol = Сервер отклонил сообщение этой программы.
shell-online-refused-rate = Слишком много сообщений: подождите немного.
shell-online-refused-busy = Сервер пока занят этим: попросите ещё раз чуть позже.
shell-online-lost-moves = { $moves ->
    [one] Связь вернулась к изменившейся партии: ход, сделанный без связи, не отправлен.
    [few] Связь вернулась к изменившейся партии: { $moves } хода, сделанные без связи, не отправлены.
   *[other] Связь вернулась к изменившейся партии: { $moves } ходов, сделанных без связи, не отправлены.
}
shell-online-refused-full = На сервере больше нет места для комнат.
shell-online-refused-no-room = На этом сервере нет комнаты { $code }.
shell-online-refused-elsewhere = Комната находится на другом сервере ({ $address }), до которого отсюда не удалось добраться.
shell-online-refused-seat = Место { $seat } не свободно.
shell-online-refused-room-full = Все места в этой комнате заняты.
shell-online-refused-token = Это место больше не ваше: от него отказались, или его занял кто-то другой.
shell-online-refused-unavailable = Комната занята или перезапускается: попробуйте ещё раз.
shell-online-refused-not-started = Игра ещё не началась.
shell-online-refused-started = Игра уже началась.
shell-online-refused-not-host = Начать игру может только игрок на месте { $seat }.
shell-record-problem-address = «{ $address }» — не адрес записи партии: он выглядит как http://СЕРВЕР:ПОРТ/games/ИГРА/ID.
shell-record-problem-unreachable = Сервер недоступен: { $error }.
shell-record-problem-not-found = На сервере нет такой записи.
shell-record-problem-status = Сервер не отдал запись (статус { $status }).
shell-record-problem-too-large = Ответ сервера больше любой записи.
shell-record-problem-unreadable = Ответ сервера — не партия, которую открывает эта программа: { $why }
shell-record-problem-other-game = Это запись другой игры ({ $game }).
shell-menu-open-record = Открыть запись онлайн-партии…
shell-record-title = Открыть запись онлайн-партии
shell-record-intro = Сервер хранит запись каждой партии, сыгранной на нём до конца. Вставьте её адрес: партия откроется в повторе.
shell-record-address = Адрес записи
shell-record-open = Открыть
shell-record-fetching = Запись загружается…

## The settings file (LoopIt.ini, Reversi.ini, Nardy.ini)
shell-settings-bad-value = строка { $line }: [{ $section }] { $key }={ $value } { $problem }; вместо этого действует { $default }
shell-settings-unusable = { $why }; действуют встроенные настройки, а файл остаётся как есть
shell-settings-not-written = изменения не записаны: { $why }; файл остаётся как есть
shell-settings-cannot-set = не удаётся записать [{ $section }] { $key }={ $value } в { $file }: { $why }
shell-ini-value-line-break = перевод строки не может стоять в значении INI
shell-ini-value-bad-name = такое имя файл INI не может содержать
shell-settings-read-only = { $file } только для чтения: изменения настроек действуют лишь до закрытия программы
shell-settings-dangling-link = { $file } — ссылка на { $target }, которого нет; там ничего не создаётся
shell-settings-not-ours = { $file } — не файл настроек { $program }, поэтому он никогда не изменяется: { $why }
shell-settings-key-outside-section = в строке { $line } ключ стоит вне всякого [раздела]
shell-settings-no-section-of-ours = в нём нет ни одного из разделов { $sections } и ни одного ключа { $program }
shell-settings-cannot-write = не удаётся записать настройки в { $file }: { $why }
shell-settings-cannot-copy = файл настроек остаётся как есть: его копию не удаётся сохранить как { $file }: { $why }
shell-settings-cannot-read = не удаётся прочитать настройки { $file }: { $why }
shell-settings-not-utf8 = { $file } — не текст UTF-8 (байт { $byte })
shell-settings-not-ini = { $file }, строка { $line }: { $why }
shell-settings-too-large = он больше { $kb } КБ, больше любого файла настроек
shell-ini-unclosed-section = имя раздела без закрывающей ]
shell-ini-empty-section = раздел без имени
shell-ini-text-after-section = текст после ] раздела, который не является комментарием
shell-ini-no-equals = ни [Раздел], ни Ключ=Значение, ни комментарий ;
shell-ini-empty-key = значение без ключа перед =
shell-ini-indented-comment = комментарий не в начале строки (; или # после пробелов)
shell-ini-unclosed-quote = значение в кавычках без закрывающей кавычки в той же строке
shell-ini-backslash-at-end = \ в конце строки, который присоединил бы следующую
shell-ini-odd-space = возврат каретки внутри строки или необычный пробел в её начале
shell-ini-unreadable = строка, которую читатель INI не читает

# The replay (game_shell::replay)
shell-replay-first = В начало
shell-replay-back = Назад
shell-replay-forward = Вперёд
shell-replay-last = В конец
shell-replay-leave = Выйти из просмотра
shell-replay-keys = Клавиши: Home, стрелка влево, стрелка вправо, End; Esc — выход из просмотра.
