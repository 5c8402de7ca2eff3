// The history list model: incremental row updates from the undo stack's signals.
#include "document/historymodel.h"

#include <QFont>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>

HistoryModel::HistoryModel(QUndoStack* stack, QObject* parent)
    : QAbstractListModel(parent)
    , m_stack(stack)
    , m_rows(stack->count() + 1)
    , m_current(stack->index())
{
    // Follow the stack one turn of the event loop later, as the analysis panel does: the board
    // is painted first, and a burst of changes (a move and its reply) is one update.
    m_pending.setSingleShot(true);
    m_pending.setInterval(0);
    connect(&m_pending, &QTimer::timeout, this, &HistoryModel::stackChanged);
    connect(m_stack, &QUndoStack::indexChanged, &m_pending, qOverload<>(&QTimer::start));
    // Clearing the stack changes the rows without necessarily moving the index.
    connect(m_stack, &QUndoStack::cleanChanged, &m_pending, qOverload<>(&QTimer::start));
}

int HistoryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

QVariant HistoryModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows)
        return {};
    const int row = index.row();
    if (row - 1 >= m_stack->count()) // the stack has just shrunk; stackChanged() is on its way
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        return row == 0 ? tr("Start") : m_stack->text(row - 1);
    case Qt::FontRole:
        if (row > m_current) { // undone: still there to redo
            QFont italic;
            italic.setItalic(true);
            return italic;
        }
        return {};
    default:
        return {};
    }
}

QModelIndex HistoryModel::currentIndex() const
{
    return index(m_current);
}

void HistoryModel::stackChanged()
{
    const int rows = m_stack->count() + 1;
    const int previous = m_current;
    if (rows > m_rows) {
        beginInsertRows({}, m_rows, rows - 1);
        m_rows = rows;
        endInsertRows();
    } else if (rows < m_rows) {
        beginRemoveRows({}, rows, m_rows - 1);
        m_rows = rows;
        endRemoveRows();
    }
    m_current = m_stack->index();
    // A push that replaced undone commands keeps the count but changes the texts from the
    // current row on; redraw from the first row that may differ.
    const int first = std::min(previous, m_current);
    if (first < m_rows)
        emit dataChanged(index(first), index(m_rows - 1));
    emit currentIndexChanged(currentIndex());
}
