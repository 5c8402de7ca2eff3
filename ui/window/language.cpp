// Loading our translations and Qt's into the application.
#include "window/language.h"

#include "ttt/translate.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QTranslator>

#include <memory>
#include <vector>

namespace Language {
namespace {

// The translators installed by install(), removed again by the next call.
std::vector<std::unique_ptr<QTranslator>>& installed()
{
    static std::vector<std::unique_ptr<QTranslator>> translators;
    return translators;
}

// solverlib's messages through the application's translators.
std::string translateForSolver(
    const char* context, const char* source, const char* comment, int count)
{
    return QCoreApplication::translate(context, source, comment, count).toStdString();
}

// Where translations are read from: the installed folder beside the program
// (../share/ttt-analyzer/translations) when it has them, else those built into the program.
QString directory()
{
    // An installed program finds the translations its package put in share/; one run from the
    // build tree (or a share/ without them) uses the copies compiled into it.
    const QString installedDirectory
        = QDir(QCoreApplication::applicationDirPath())
              .absoluteFilePath(QStringLiteral("../share/ttt-analyzer/translations"));
    if (QFileInfo::exists(installedDirectory + QStringLiteral("/ttt_en.qm")))
        return QDir::cleanPath(installedDirectory);
    return QStringLiteral(":/i18n");
}

// The language `code` asks for; empty: the system's (any Simplified Chinese one reading the
// zh_CN translation).
QLocale wanted(const QString& code)
{
    if (!code.isEmpty())
        return QLocale(code);
    const QLocale system;
    if (system.language() == QLocale::Chinese && system.script() == QLocale::SimplifiedHanScript)
        return QLocale(QLocale::Chinese, QLocale::SimplifiedHanScript, QLocale::China);
    return system;
}

} // namespace

QList<Choice> available()
{
    return {
        { QStringLiteral("en"), QStringLiteral("English") },
        { QStringLiteral("ko"), QStringLiteral("한국어") },
        { QStringLiteral("zh_CN"), QStringLiteral("简体中文") },
    };
}

QLocale install(const QString& code)
{
    for (const std::unique_ptr<QTranslator>& translator : installed())
        QCoreApplication::removeTranslator(translator.get());
    installed().clear();

    // Ours: the language's, or English (whose file holds the plural forms, "1 ply", "3 plies")
    // for a language without one.
    const QString folder = directory();
    QLocale locale = wanted(code);
    auto ours = std::make_unique<QTranslator>();
    bool loaded = locale.language() != QLocale::English
        && ours->load(locale, QStringLiteral("ttt"), QStringLiteral("_"), folder);
    if (!loaded) {
        locale = QLocale(QLocale::English, QLocale::UnitedStates);
        loaded = ours->load(QStringLiteral("ttt_en"), folder);
    }
    // A language chosen by hand brings its number formats; otherwise they stay the system's.
    if (!code.isEmpty())
        QLocale::setDefault(locale);

    // Qt's own strings first, ours last: the last installed is asked first.
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath))
        && QCoreApplication::installTranslator(qt.get()))
        installed().push_back(std::move(qt));
    if (loaded && QCoreApplication::installTranslator(ours.get()))
        installed().push_back(std::move(ours));
    ttt::setTranslator(&translateForSolver);
    // Once the application is gone its translators are too: solverlib goes back to English.
    static const bool resetAtExit = [] {
        qAddPostRoutine([] { ttt::setTranslator(nullptr); });
        return true;
    }();
    Q_UNUSED(resetAtExit);
    return locale;
}

} // namespace Language
