// Every shipped language has every string the programs show, finished: lupdate extracts the
// strings from the sources now, and each .ts file under resources/translations must have each
// of them translated (English: the plural forms), with the placeholders and the menu mnemonic
// of its source.
#include "testmain.h"
#include <QDir>
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Message {
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    bool unfinished = false;
    QStringList translations; // one per plural form, or one
};

using Key = std::tuple<QString, QString, QString>; // context, source, comment

// The messages of a .ts file, by context, source and comment.
QMap<Key, Message> readTs(const QString& path, QString* language = nullptr)
{
    QMap<Key, Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        qWarning("cannot read %s", qPrintable(path));
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            if (xml.isEndElement() && xml.name() == QLatin1String("message"))
                messages.insert({ message.context, message.source, message.comment }, message);
            continue;
        }
        const QStringView name = xml.name();
        if (name == QLatin1String("TS") && language) {
            *language = xml.attributes().value(QLatin1String("language")).toString();
        } else if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            message = Message { context, {}, {},
                xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes"), false,
                {} };
        } else if (name == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (name == QLatin1String("comment")) {
            message.comment = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            const QStringView type = xml.attributes().value(QLatin1String("type"));
            message.unfinished = !type.isEmpty(); // unfinished, vanished or obsolete
            if (!message.numerus)
                message.translations << xml.readElementText();
        } else if (name == QLatin1String("numerusform")) {
            message.translations << xml.readElementText();
        }
    }
    if (xml.hasError())
        qWarning("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return messages;
}

// "%1", "%2", "%n" in `text`, counted.
QMap<QString, int> placeholders(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("%(\\d|n)"));
    QMap<QString, int> found;
    for (const QRegularExpressionMatch& match : pattern.globalMatch(text))
        ++found[match.captured()];
    return found;
}

// Whether `text` has a menu mnemonic: '&' before a letter or digit ("&File", "파일(&F)").
bool hasMnemonic(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("&[\\w]"));
    QString withoutEntities = text;
    withoutEntities.replace(QStringLiteral("&&"), QString());
    return withoutEntities.contains(pattern);
}

QString describe(const Message& message)
{
    return QStringLiteral("[%1] \"%2\"%3")
        .arg(message.context, message.source,
            message.comment.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(message.comment));
}

} // namespace

class TranslationsTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_scratch;
    QMap<Key, Message> m_current; // what lupdate finds in the sources now

private slots:
    void initTestCase()
    {
        QVERIFY(m_scratch.isValid());
        // The same reading of the sources as the build's update_translations target.
        const QString ts = m_scratch.filePath(QStringLiteral("current_ko.ts"));
        QProcess lupdate;
        lupdate.setWorkingDirectory(QStringLiteral(TTT_SOURCE_DIR));
        lupdate.start(QStringLiteral(TTT_LUPDATE),
            { QStringLiteral("ui"), QStringLiteral("app/analyzer"), QStringLiteral("app/solve"),
                QStringLiteral("solverlib/src"), QStringLiteral("solverlib/include"),
                QStringLiteral("-extensions"), QStringLiteral("cpp,h"),
                QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("-silent"),
                QStringLiteral("-ts"), ts });
        QVERIFY2(lupdate.waitForFinished(120000), "lupdate did not finish");
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());
        m_current = readTs(ts);
        // The window alone shows some hundreds of strings; far fewer means lupdate read nothing.
        QVERIFY2(m_current.size() > 400,
            qPrintable(QStringLiteral("lupdate found only %1 strings").arg(m_current.size())));
    }

    void everyStringIsTranslated_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("pluralsOnly");
        QTest::newRow("Korean") << "ttt_ko.ts"
                                << "ko_KR" << false;
        QTest::newRow("Simplified Chinese") << "ttt_zh_CN.ts"
                                            << "zh_CN" << false;
        QTest::newRow("English plural forms") << "ttt_en.ts"
                                              << "en_US" << true;
    }

    void everyStringIsTranslated()
    {
        QFETCH(QString, file);
        QFETCH(QString, language);
        QFETCH(bool, pluralsOnly);
        QString fileLanguage;
        const QMap<Key, Message> shipped = readTs(
            QStringLiteral(TTT_SOURCE_DIR "/resources/translations/") + file, &fileLanguage);
        QCOMPARE(fileLanguage, language);

        QStringList problems;
        for (const Message& wanted : m_current) {
            if (pluralsOnly && !wanted.numerus)
                continue;
            const auto found = shipped.constFind({ wanted.context, wanted.source, wanted.comment });
            if (found == shipped.constEnd()) {
                problems << QStringLiteral("missing: ") + describe(wanted);
                continue;
            }
            const Message& message = *found;
            const int forms = pluralsOnly ? 2 : 1; // English: one and many; Korean, Chinese: one
            if (message.unfinished || message.translations.size() != (message.numerus ? forms : 1)
                || std::any_of(message.translations.cbegin(), message.translations.cend(),
                    [](const QString& text) { return text.trimmed().isEmpty(); })) {
                problems << QStringLiteral("unfinished: ") + describe(wanted);
                continue;
            }
            for (const QString& translation : message.translations) {
                // A plural form for one may say "one" in words instead of %n.
                QMap<QString, int> expected = placeholders(message.source);
                QMap<QString, int> got = placeholders(translation);
                if (message.numerus && pluralsOnly
                    && &translation == &message.translations.front()) {
                    expected.remove(QStringLiteral("%n"));
                    got.remove(QStringLiteral("%n"));
                }
                if (expected != got)
                    problems << QStringLiteral("placeholders differ: %1 → \"%2\"")
                                    .arg(describe(wanted), translation);
                if (hasMnemonic(message.source) && !hasMnemonic(translation))
                    problems << QStringLiteral("mnemonic lost: %1 → \"%2\"")
                                    .arg(describe(wanted), translation);
            }
        }
        for (const Message& message : shipped) {
            if (!m_current.contains({ message.context, message.source, message.comment }))
                problems << QStringLiteral("no longer in the sources: ") + describe(message);
        }
        if (!problems.isEmpty()) {
            for (const QString& problem : problems.mid(0, 40))
                qWarning("%s", qPrintable(problem));
            QFAIL(qPrintable(QStringLiteral("%1: %2 problems (first 40 above); run the "
                                            "update_translations target and finish them in "
                                            "Qt Linguist")
                                 .arg(file)
                                 .arg(problems.size())));
        }
    }
};

TTT_TEST_MAIN(TranslationsTest)
#include "tst_translations.moc"
