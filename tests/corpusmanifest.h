// The manifests of the bad-input corpora (tests/data/bad for boards, tests/data/badgames for game
// records): expectations.tsv, one row per file with its fields separated by tabs; blank lines
// and lines starting with '#' are skipped. Shared by the suites that hold the command line and
// the window to them.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QString>
#include <QtGlobal>

// The rows of the manifest at `path`, each with exactly `fields` fields; a test's own corpus
// that is not so stops the run.
inline QList<QList<QByteArray>> readCorpusManifest(const QString& path, int fields)
{
    QFile manifest(path);
    if (!manifest.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    QList<QList<QByteArray>> rows;
    while (!manifest.atEnd()) {
        const QByteArray row = manifest.readLine().trimmed();
        if (row.isEmpty() || row.startsWith('#'))
            continue;
        const QList<QByteArray> split = row.split('\t');
        if (split.size() != fields)
            qFatal("%s: a row without %d fields: %s", qPrintable(path), fields, row.constData());
        rows.append(split);
    }
    return rows;
}
