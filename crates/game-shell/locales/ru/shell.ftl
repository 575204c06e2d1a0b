# Слова рамки, одинаковые во всех программах: меню, диалоги, выбор файла, ошибки файлов и
# названия клавиш.

## Меню
shell-menu-game = Игра
shell-menu-new = Новая игра…
shell-menu-load = Загрузить…
shell-menu-save = Сохранить…
shell-menu-quit = Выход
shell-menu-undo = Отменить ход
shell-menu-help = Справка
shell-menu-rules = Правила
shell-menu-about = О программе { $program }
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
shell-file-other = система отказала ({ $code })

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
