// The language of the window and of ttt-solve: our translations (resources/translations) and Qt's
// own (standard dialogs, Undo/Redo, command-line help), chosen from the system's locale or by
// the person (View › Language). Uses Qt Core only, so ttt-solve builds it too.
#pragma once

#include <QList>
#include <QLocale>
#include <QString>

namespace Language {

// A language with a translation: its code ("ko", "zh_CN"; "en" for English) and its name in
// itself ("한국어"), as a menu lists it.
struct Choice {
    QString code;
    QString nativeName;
};

// English, Korean and Simplified Chinese.
QList<Choice> available();

// Installs the translators for `code` (empty: the system's language) on the running
// application, replacing any installed before, and makes solverlib's messages follow them.
// Returns the locale used. Texts already shown keep their language.
QLocale install(const QString& code);

} // namespace Language
