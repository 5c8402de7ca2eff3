// Loading our translations and Qt's into the application.
#include "language.h"

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

bool hasTranslation(const QLocale& locale)
{
    QTranslator probe;
    return probe.load(locale, QStringLiteral("ttt"), QStringLiteral("_"), directory());
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

QLocale resolve(const QString& code)
{
    if (!code.isEmpty())
        return QLocale(code);
    const QLocale system;
    // Simplified Chinese wherever it is written (zh_SG, zh_Hans_...) reads the zh_CN file.
    if (system.language() == QLocale::Chinese && system.script() == QLocale::SimplifiedHanScript)
        return QLocale(QLocale::Chinese, QLocale::SimplifiedHanScript, QLocale::China);
    if (system.language() != QLocale::English && hasTranslation(system))
        return system;
    return QLocale(QLocale::English, QLocale::UnitedStates);
}

QLocale install(const QString& code)
{
    for (const std::unique_ptr<QTranslator>& translator : installed())
        QCoreApplication::removeTranslator(translator.get());
    installed().clear();

    const QLocale locale = resolve(code);
    // A language chosen by hand brings its number formats; otherwise they stay the system's.
    if (!code.isEmpty())
        QLocale::setDefault(locale);

    // Qt's own strings first, ours last: the last installed is asked first.
    auto load = [&](const QString& name, const QString& folder) {
        auto translator = std::make_unique<QTranslator>();
        if (translator->load(locale, name, QStringLiteral("_"), folder)
            && QCoreApplication::installTranslator(translator.get()))
            installed().push_back(std::move(translator));
    };
    load(QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    // English too has a file: it holds the plural forms ("1 ply", "3 plies").
    auto ours = std::make_unique<QTranslator>();
    if (ours->load(locale, QStringLiteral("ttt"), QStringLiteral("_"), directory())
        || ours->load(QStringLiteral("ttt_en"), directory())) {
        if (QCoreApplication::installTranslator(ours.get()))
            installed().push_back(std::move(ours));
    }
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
